import {
  between,
  circle,
  createRandom,
  glow,
  pick,
  rect,
  scatter,
  sceneSvg,
  tree,
  verticalGradient,
  type Palette,
} from './scene-kit';

/** The main campus building with a clock tower, lawns and trees, under a low sun. */
export function campusScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  const [accent = '#ffffff', second = accent] = palette.accents;
  let windows = '';
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      if (column === 3 || column === 4) continue;
      const x = 400 + column * 52;
      const y = 440 + row * 56;
      windows += `<path d="M${x} ${y + 36} V${y + 12} a12 12 0 0 1 24 0 V${y + 36}Z" fill="${random() < 0.35 ? palette.light : '#2b3445'}" opacity="0.9"/>`;
    }
  }
  const body = [
    circle(860, 250, 150, 'url(#sun)'),
    circle(860, 250, 70, palette.light, 'opacity="0.95"'),
    `<path d="M0 560 Q 260 470 560 535 T 1200 505 V800 H0Z" fill="${second}" opacity="0.55"/>`,
    `<path d="M0 600 Q 320 540 640 590 T 1200 575 V800 H0Z" fill="${accent}" opacity="0.65"/>`,
    rect(370, 400, 460, 230, palette.base),
    `<path d="M350 404 L600 330 L850 404Z" fill="${palette.base}" opacity="0.92"/>`,
    rect(555, 200, 90, 200, palette.base),
    `<path d="M545 204 L600 140 L655 204Z" fill="${palette.base}"/>`,
    circle(600, 262, 28, '#f8f4ea'),
    `<path d="M600 262 V244 M600 262 L613 270" stroke="#2b3445" stroke-width="4" stroke-linecap="round"/>`,
    windows,
    `<path d="M570 630 V570 a30 30 0 0 1 60 0 V630Z" fill="#2b3445"/>`,
    `<path d="M0 630 H1200 V800 H0Z" fill="${accent}"/>`,
    `<path d="M570 630 L630 630 L760 800 L440 800Z" fill="#efe6d2" opacity="0.85"/>`,
    tree(190, 650, 150, second),
    tree(300, 660, 110, accent, '#4a3a2c'),
    tree(1000, 655, 160, second),
    tree(1110, 670, 100, accent, '#4a3a2c'),
    scatter(
      random,
      6,
      { top: 90, bottom: 200 },
      (x, y) =>
        `<path d="M${x} ${y} q10 -8 20 0 q10 -8 20 0" stroke="#2b3445" stroke-width="3" fill="none" opacity="0.6"/>`,
    ),
  ];
  return sceneSvg(palette, glow('sun', palette.light, 0.7), body.join(''));
}

/** A city skyline at night reflected in a river. */
export function cityScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  let skyline = '';
  let x = -20;
  while (x < 1220) {
    const width = between(random, 60, 140);
    const height = between(random, 140, 420);
    const top = 560 - height;
    skyline += rect(x, top, width, height, palette.base);
    for (let wy = top + 20; wy < 540; wy += 34) {
      for (let wx = x + 12; wx < x + width - 18; wx += 26) {
        if (random() < 0.42)
          skyline += rect(
            wx,
            wy,
            12,
            18,
            pick(random, [palette.light, ...palette.accents]),
            2,
            'opacity="0.9"',
          );
      }
    }
    x += width + between(random, 4, 16);
  }
  const body = [
    scatter(random, 70, { top: 0, bottom: 330 }, (sx, sy) =>
      circle(
        sx,
        sy,
        random() * 1.8 + 0.6,
        '#ffffff',
        `opacity="${(0.4 + random() * 0.6).toFixed(2)}"`,
      ),
    ),
    circle(960, 150, 120, 'url(#moonGlow)'),
    circle(960, 150, 46, '#f5f1e1'),
    `<g>${skyline}</g>`,
    rect(0, 560, 1200, 240, 'url(#river)'),
    `<g transform="translate(0 1120) scale(1 -1)" opacity="0.28">${skyline}</g>`,
    scatter(random, 24, { top: 585, bottom: 780 }, (sx, sy) =>
      rect(sx, sy, 40 + random() * 90, 3, palette.light, 2, 'opacity="0.35"'),
    ),
  ];
  return sceneSvg(
    palette,
    glow('moonGlow', '#f5f1e1', 0.45) +
      verticalGradient('river', palette.skyBottom, palette.skyTop),
    body.join(''),
  );
}

/** Sea cliffs with a lighthouse and rolling waves. */
export function coastScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  const [grass = '#5f9e6e', sea = '#2f6f8f'] = palette.accents;
  const waves = scatter(
    random,
    18,
    { top: 560, bottom: 780 },
    (x, y) =>
      `<path d="M${x} ${y} q25 -14 50 0 t50 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.45"/>`,
  );
  const body = [
    circle(300, 210, 60, palette.light, 'opacity="0.9"'),
    rect(0, 500, 1200, 300, sea),
    waves,
    `<path d="M640 800 L700 520 Q760 430 900 420 L1200 400 V800Z" fill="${palette.base}"/>`,
    `<path d="M700 520 Q760 430 900 420 L1200 400 V440 L900 455 Q790 470 735 540Z" fill="${grass}"/>`,
    rect(930, 250, 56, 175, '#f4f1ea'),
    rect(930, 290, 56, 30, '#c8463d'),
    rect(930, 360, 56, 30, '#c8463d'),
    rect(920, 232, 76, 22, '#2b3445', 4),
    `<path d="M958 232 L920 232 L958 196 L996 232Z" fill="#c8463d"/>`,
    `<path d="M958 240 L620 170 L620 300Z" fill="${palette.light}" opacity="0.25"/>`,
    scatter(
      random,
      5,
      { top: 120, bottom: 260 },
      (x, y) =>
        `<path d="M${x} ${y} q9 -7 18 0 q9 -7 18 0" stroke="#2b3445" stroke-width="3" fill="none" opacity="0.6"/>`,
    ),
  ];
  return sceneSvg(palette, '', body.join(''));
}

/** An autumn park with a bench, a winding path and falling leaves. */
export function parkScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  const leafColours = palette.accents.length > 0 ? palette.accents : [palette.light];
  const trees = [90, 260, 470, 760, 960, 1130]
    .map((x, index) =>
      tree(x, 560 + (index % 2) * 20, between(random, 120, 190), pick(random, leafColours)),
    )
    .join('');
  const body = [
    `<path d="M0 520 Q 400 470 800 520 T 1200 500 V800 H0Z" fill="${palette.base}" opacity="0.6"/>`,
    rect(0, 560, 1200, 240, palette.base),
    trees,
    `<path d="M520 800 C 560 700 700 680 640 600 S 700 560 760 560 L800 560 C 740 580 720 620 760 660 S 700 760 760 800Z" fill="#e9dcc3" opacity="0.9"/>`,
    rect(830, 640, 170, 14, '#6b4f3a', 4),
    rect(830, 610, 170, 12, '#6b4f3a', 4),
    rect(845, 654, 10, 40, '#3d3d3d'),
    rect(975, 654, 10, 40, '#3d3d3d'),
    scatter(
      random,
      40,
      { top: 150, bottom: 780 },
      (x, y) =>
        `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="9" ry="5" fill="${pick(random, leafColours)}" transform="rotate(${between(random, 0, 180)} ${x.toFixed(1)} ${y.toFixed(1)})" opacity="0.9"/>`,
    ),
  ];
  return sceneSvg(palette, '', body.join(''));
}

/** Mortarboards thrown into a bright sky with confetti. */
export function graduationScene(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  const caps = [
    [260, 300, -18],
    [520, 200, 12],
    [780, 330, -8],
    [980, 180, 20],
    [400, 470, 6],
  ]
    .map(([x = 0, y = 0, angle = 0]) =>
      [
        `<g transform="translate(${x} ${y}) rotate(${angle})">`,
        `<path d="M-40 18 L-40 40 Q0 60 40 40 L40 18Z" fill="#1f2430"/>`,
        `<path d="M0 -30 L95 8 L0 46 L-95 8Z" fill="#2b3040"/>`,
        circle(0, 8, 6, palette.light),
        `<path d="M0 8 Q 60 20 70 70" stroke="${palette.light}" stroke-width="5" fill="none"/>`,
        rect(62, 66, 16, 26, palette.light, 3),
        '</g>',
      ].join(''),
    )
    .join('');
  const body = [
    circle(600, 900, 520, 'url(#halo)'),
    scatter(random, 120, { top: 0, bottom: 800 }, (x, y) =>
      rect(
        x,
        y,
        8,
        14,
        pick(random, palette.accents),
        2,
        `transform="rotate(${between(random, 0, 90)} ${x.toFixed(1)} ${y.toFixed(1)})" opacity="0.85"`,
      ),
    ),
    caps,
    `<path d="M0 720 Q 300 640 600 700 T 1200 690 V800 H0Z" fill="${palette.base}"/>`,
  ];
  return sceneSvg(palette, glow('halo', palette.light, 0.6), body.join(''));
}
