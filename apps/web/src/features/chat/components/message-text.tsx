import { linkify } from '../lib/linkify';

/**
 * Message text as text: line breaks kept, http(s) links opened in a new tab without handing
 * this page to the other site. Never HTML, so nothing anyone types can run here.
 */
export function MessageText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
