import { DEFAULT_PRIMARY_COLOR } from '@quad/shared/limits';
import { isHexColor, normalizeHex, readableTextColor } from '@quad/shared/rules/color';
import { isRightToLeft } from '@quad/shared/rules/locale';
import type { MailCatalogue } from './catalogue';
import { escapeHtml } from '../../http/html';

/** Who a mail speaks for: the university (or group) a person signed up with. */
export interface MailBrand {
  name: string;
  primaryColor: string;
  /** The widget's address, where buttons without a more specific link lead. */
  url: string;
}

/** The parts of one mail; the layout turns them into HTML and plain text. */
export interface MailContent {
  subject: string;
  heading: string;
  greeting?: string;
  paragraphs: string[];
  /** A one-time code shown large, for codes typed into the widget. */
  code?: string;
  /** The main button. */
  action?: { label: string; url: string };
  /** Small print under the body, before the footer. */
  note?: string;
}

/** The subject, HTML and text of a rendered mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * Renders a mail in the university's colour: a coloured header band with its name, the body,
 * an optional code and button in the same colour, and a quiet footer. Table layout and inline
 * styles, because mail clients ignore most CSS. Text on the colour is white or near-black,
 * whichever contrasts more (WCAG).
 */
export function renderMail(
  catalogue: MailCatalogue,
  brand: MailBrand,
  content: MailContent,
): RenderedMail {
  const color = normalizeHex(
    isHexColor(brand.primaryColor) ? brand.primaryColor : DEFAULT_PRIMARY_COLOR,
  );
  const onColor = readableTextColor(color);
  const name = escapeHtml(brand.name);
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#111111">${escapeHtml(text)}</p>`;

  const codeBlock = content.code
    ? `<p style="margin:8px 0 24px;font-size:32px;line-height:1.2;font-weight:700;letter-spacing:6px;color:#111111;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(content.code)}</p>`
    : '';
  const button = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${color}"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:${onColor};text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a></td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:12px;line-height:1.5;color:#555555">${escapeHtml(catalogue.buttonFallback)}<br><a href="${escapeHtml(content.action.url)}" style="color:#555555;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';

  const html = `<!doctype html>
<html lang="${escapeHtml(catalogue.lang)}" dir="${isRightToLeft(catalogue.lang) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#F7F7F8;font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F7F7F8;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#FFFFFF;border-radius:16px;overflow:hidden">
<tr><td style="background:${color};padding:20px 32px;font-size:18px;font-weight:700;color:${onColor}">${name}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.2;color:#111111">${escapeHtml(content.heading)}</h1>
${content.greeting ? paragraph(content.greeting) : ''}${content.paragraphs.map(paragraph).join('')}${codeBlock}${button}${content.note ? `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#555555">${escapeHtml(content.note)}</p>` : ''}
<p style="margin:24px 0 0;font-size:16px;line-height:1.5;color:#111111">${escapeHtml(catalogue.signOff(brand.name))}</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#F7F7F8;font-size:12px;line-height:1.5;color:#555555">${escapeHtml(catalogue.footer(brand.name))}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    brand.name,
    '',
    content.heading,
    '',
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    catalogue.signOff(brand.name),
    '',
    '--',
    catalogue.footer(brand.name),
  ].join('\n');

  return { subject: content.subject, html, text };
}
