import {
  between,
  circle,
  createRandom,
  glow,
  pick,
  rect,
  scatter,
  sceneSvg,
  type Palette,
} from './scene-kit';

/** Tall bookcases around an arched window, a reading table and a warm lamp. */
export function libraryScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  let books = '';
  for (const caseX of [40, 860]) {
    for (let shelf = 0; shelf < 6; shelf += 1) {
      const baseline = 150 + shelf * 100;
      let x = caseX + 16;
      while (x < caseX + 284) {
        const width = between(random, 14, 30);
        const height = between(random, 58, 84);
        books += rect(x, baseline - height, width, height, pick(random, palette.accents), 2);
        x += width + 3;
      }
      books += rect(caseX, baseline, 300, 12, '#3b2a20');
    }
  }
  const body = [
    rect(0, 0, 1200, 800, palette.base, 0, 'opacity="0.9"'),
    `<path d="M450 640 V250 a150 150 0 0 1 300 0 V640Z" fill="url(#sky)" stroke="#3b2a20" stroke-width="14"/>`,
    `<path d="M600 100 V640 M450 380 H750" stroke="#3b2a20" stroke-width="8"/>`,
    rect(30, 40, 320, 700, '#4a3428', 6),
    rect(850, 40, 320, 700, '#4a3428', 6),
    books,
    circle(600, 420, 360, 'url(#warm)'),
    rect(0, 700, 1200, 100, '#3b2a20'),
    rect(380, 600, 440, 26, '#6b4a35', 6),
    rect(410, 626, 18, 110, '#5a3d2c'),
    rect(772, 626, 18, 110, '#5a3d2c'),
    `<path d="M690 600 V540 M660 540 H720 L705 505 H675Z" stroke="#2b2b2b" stroke-width="6" fill="${palette.light}"/>`,
    rect(470, 585, 120, 16, '#f4ede0', 3),
    rect(480, 572, 100, 14, pick(random, palette.accents), 3),
  ];
  return sceneSvg(palette, glow('warm', palette.light, 0.35), body.join(''));
}

/** A tiered lecture theatre facing a projected slide. */
export function lectureScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  let rows = '';
  for (let row = 0; row < 6; row += 1) {
    const y = 470 + row * 60;
    const seatWidth = 44 + row * 6;
    rows += `<path d="M-40 ${y + 40} Q600 ${y - 40} 1240 ${y + 40} V${y + 70} Q600 ${y - 10} -40 ${y + 70}Z" fill="${palette.base}"/>`;
    for (let x = 20 + (row % 2) * 20; x < 1180; x += seatWidth + 18) {
      const curve = ((x - 600) / 600) ** 2 * 40;
      rows += rect(
        x,
        y - 32 + curve,
        seatWidth,
        30,
        pick(random, palette.accents),
        8,
        'opacity="0.95"',
      );
      if (random() < 0.35) rows += circle(x + seatWidth / 2, y - 46 + curve, 13, '#2b2f3a');
    }
  }
  const bars = [0, 1, 2, 3, 4]
    .map((index) => {
      const height = between(random, 50, 150);
      return rect(690 + index * 46, 370 - height, 30, height, pick(random, palette.accents), 4);
    })
    .join('');
  const body = [
    rect(0, 0, 1200, 800, '#252a36'),
    circle(600, 250, 420, 'url(#beam)'),
    rect(330, 90, 540, 310, '#f7f5f0', 8),
    rect(360, 120, 260, 26, palette.light, 6),
    rect(360, 170, 230, 12, '#c9c6bd', 6),
    rect(360, 196, 260, 12, '#c9c6bd', 6),
    rect(360, 222, 200, 12, '#c9c6bd', 6),
    rect(360, 270, 250, 100, pick(random, palette.accents), 10, 'opacity="0.35"'),
    bars,
    rows,
  ];
  return sceneSvg(palette, glow('beam', palette.light, 0.25), body.join(''));
}

/** A laboratory bench with flasks of coloured liquid and a window behind. */
export function labScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  const flasks = [200, 380, 560, 760, 940]
    .map((x, index) => {
      const colour = palette.accents[index % palette.accents.length] ?? palette.light;
      if (index % 2 === 0) {
        return [
          `<path d="M${x - 22} 420 V480 L${x - 80} 590 Q${x - 84} 604 ${x - 68} 604 H${x + 68} Q${x + 84} 604 ${x + 80} 590 L${x + 22} 480 V420Z" fill="#ffffff" opacity="0.55" stroke="#2b3445" stroke-width="5"/>`,
          `<path d="M${x - 52} 540 L${x - 80} 590 Q${x - 84} 604 ${x - 68} 604 H${x + 68} Q${x + 84} 604 ${x + 80} 590 L${x + 52} 540Z" fill="${colour}"/>`,
          scatter(random, 4, { top: 450, bottom: 530 }, (_bx, by) =>
            circle(x + (random() - 0.5) * 30, by, 5 + random() * 5, colour, 'opacity="0.7"'),
          ),
        ].join('');
      }
      return [
        rect(
          x - 40,
          460,
          80,
          144,
          '#ffffff',
          10,
          'opacity="0.55" stroke="#2b3445" stroke-width="5"',
        ),
        rect(x - 36, 520, 72, 80, colour, 8),
      ].join('');
    })
    .join('');
  const body = [
    rect(0, 0, 1200, 800, palette.base, 0, 'opacity="0.35"'),
    rect(760, 70, 360, 240, 'url(#sky)', 10, 'stroke="#ffffff" stroke-width="14"'),
    `<path d="M940 70 V310 M760 190 H1120" stroke="#ffffff" stroke-width="10"/>`,
    rect(80, 120, 520, 14, '#8a8f99', 4),
    scatter(random, 9, { top: 60, bottom: 62 }, (x) =>
      x < 560
        ? rect(Math.max(100, x), 60, 34, 60, pick(random, palette.accents), 6, 'opacity="0.8"')
        : '',
    ),
    rect(0, 604, 1200, 40, '#2b3445'),
    rect(0, 644, 1200, 156, palette.base),
    flasks,
  ];
  return sceneSvg(palette, '', body.join(''));
}

/** A study desk from above: laptop, coffee, notebook, a plant and a phone. */
export function deskScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  let lines = '';
  for (let y = 470; y < 700; y += 24) lines += rect(150, y, 260, 3, '#c9d3e0', 1);
  const leaves = [0, 60, 120, 180, 240, 300]
    .map(
      (angle) =>
        `<ellipse cx="1010" cy="160" rx="30" ry="70" fill="${pick(random, ['#5f9e6e', '#4c8a5d', '#78b287'])}" transform="rotate(${angle} 1010 220)"/>`,
    )
    .join('');
  const body = [
    rect(0, 0, 1200, 800, palette.base),
    scatter(random, 14, { top: 0, bottom: 800 }, (_x, y) =>
      rect(0, y, 1200, 2, '#000000', 0, 'opacity="0.05"'),
    ),
    rect(380, 130, 460, 290, '#2b2f3a', 18),
    rect(400, 150, 420, 250, 'url(#sky)', 8),
    rect(420, 175, 200, 18, palette.light, 6),
    rect(420, 210, 360, 10, '#ffffff', 5, 'opacity="0.7"'),
    rect(420, 232, 300, 10, '#ffffff', 5, 'opacity="0.7"'),
    rect(360, 420, 500, 180, '#d7d9de', 18),
    scatter(random, 40, { top: 440, bottom: 540 }, (x, y) =>
      x > 390 && x < 820 ? rect(x, y, 22, 16, '#bfc3ca', 3) : '',
    ),
    rect(130, 440, 300, 290, '#fbfaf6', 10, `transform="rotate(-6 280 585)"`),
    `<g transform="rotate(-6 280 585)">${lines}</g>`,
    circle(1000, 560, 78, '#f4f1ea'),
    circle(1000, 560, 60, '#6b4226'),
    circle(985, 545, 14, '#8a5a3a', 'opacity="0.7"'),
    `<path d="M1078 560 q40 0 40 30 t-40 30" stroke="#f4f1ea" stroke-width="16" fill="none"/>`,
    leaves,
    circle(1010, 220, 46, '#b5643c'),
    rect(920, 650, 90, 160, '#1f2430', 16),
    rect(470, 660, 260, 12, pick(random, palette.accents), 6, `transform="rotate(14 600 666)"`),
  ];
  return sceneSvg(palette, '', body.join(''));
}

/** A concert stage with coloured light beams over a crowd. */
export function stageScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  const beams = [160, 420, 780, 1040]
    .map((x, index) => {
      const colour = palette.accents[index % palette.accents.length] ?? palette.light;
      const spread = between(random, 120, 220);
      return `<path d="M${x} 0 L${x - spread} 560 L${x + spread} 560Z" fill="${colour}" opacity="0.28"/>`;
    })
    .join('');
  let crowd = '';
  for (let x = -20; x < 1240; x += between(random, 40, 70)) {
    const y = 660 + random() * 40;
    crowd += circle(x, y, 28, '#0f1118') + rect(x - 36, y + 20, 72, 160, '#0f1118', 30);
    if (random() < 0.3)
      crowd += rect(
        x + 12,
        y - 110,
        14,
        100,
        '#0f1118',
        7,
        `transform="rotate(${between(random, -20, 20)} ${x + 19} ${y - 10})"`,
      );
  }
  const body = [
    rect(0, 0, 1200, 800, '#14161f', 0, 'opacity="0.75"'),
    beams,
    circle(600, 470, 300, 'url(#stageGlow)'),
    rect(120, 520, 960, 60, palette.base),
    rect(520, 420, 18, 100, '#2b2f3a'),
    circle(529, 410, 14, '#2b2f3a'),
    scatter(random, 30, { top: 20, bottom: 420 }, (x, y) =>
      circle(x, y, 2 + random() * 3, palette.light, 'opacity="0.6"'),
    ),
    crowd,
  ];
  return sceneSvg(palette, glow('stageGlow', palette.light, 0.5), body.join(''));
}

/** A street-food market: bunting, striped awnings and stalls. */
export function marketScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  const stalls = [60, 440, 820]
    .map((x, index) => {
      const colour = palette.accents[index % palette.accents.length] ?? palette.light;
      let stripes = '';
      for (let s = 0; s < 8; s += 1)
        stripes += rect(x + s * 40, 300, 20, 80, s % 2 === 0 ? colour : '#fbfaf6');
      let produce = '';
      for (let p = 0; p < 9; p += 1)
        produce += circle(x + 40 + p * 32, 540 - (p % 2) * 14, 16, pick(random, palette.accents));
      return [
        rect(x, 380, 320, 300, palette.base, 4),
        stripes,
        `<path d="M${x} 380 ${'q20 24 40 0 '.repeat(8)}" fill="${colour}"/>`,
        rect(x + 20, 420, 280, 80, '#fbfaf6', 6, 'opacity="0.85"'),
        rect(x + 40, 440, 160, 14, '#2b3445', 4, 'opacity="0.6"'),
        produce,
        rect(x, 560, 320, 24, '#6b4a35'),
      ].join('');
    })
    .join('');
  const flags = Array.from({ length: 24 }, (_, index) => {
    const x = index * 52;
    const y = 120 + Math.sin(index / 3) * 30;
    return `<path d="M${x} ${y} L${x + 44} ${y + 4} L${x + 20} ${y + 50}Z" fill="${palette.accents[index % palette.accents.length] ?? palette.light}"/>`;
  }).join('');
  const body = [
    circle(1030, 120, 55, palette.light, 'opacity="0.9"'),
    `<path d="M0 120 Q 300 170 600 120 T 1200 120" stroke="#2b3445" stroke-width="3" fill="none"/>`,
    flags,
    rect(0, 680, 1200, 120, '#cfc6b4'),
    stalls,
    scatter(random, 10, { top: 700, bottom: 780 }, (x, y) =>
      circle(x, y, 20, '#2b3445', 'opacity="0.15"'),
    ),
  ];
  return sceneSvg(palette, '', body.join(''));
}
