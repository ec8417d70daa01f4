import type { Faq, Post } from '@quad/shared/contracts/content';
import { toSlugAndId } from '@quad/shared/rules/slug';

type Person = { id: number; name: string; last_name: string };

/** A person's full name, as shown and as slugged. */
export function fullName(person: Pick<Person, 'name' | 'last_name'>): string {
  return [person.name, person.last_name].filter(Boolean).join(' ');
}

/** `{base}/chat-to-us/{slug-id}`: an ambassador's profile. */
export function ambassadorPath(base: string, person: Person): string {
  return `${base}/chat-to-us/${toSlugAndId(fullName(person), person.id)}`;
}

/** `{base}/posts/{slug-id}`, slugged from the caption. */
export function postPath(base: string, post: Pick<Post, 'id' | 'caption'>): string {
  return `${base}/posts/${toSlugAndId(post.caption, post.id)}`;
}

/** `{base}/faq/{slug-id}`, slugged from the question. */
export function faqPath(base: string, faq: Pick<Faq, 'id' | 'question'>): string {
  return `${base}/faq/${toSlugAndId(faq.question, faq.id)}`;
}

/** `{base}/chat-to-us/university-data[/{id}]`: a university's profile. */
export function universityPath(base: string, universityId?: number): string {
  return `${base}/chat-to-us/university-data${universityId ? `/${universityId}` : ''}`;
}

/** `{base}/live-streams/{slug}`: a live event. */
export function liveStreamPath(base: string, slug: string): string {
  return `${base}/live-streams/${slug}`;
}

/** `{base}/interaction/dialogs/{id}`: a chat, group chat or forum. */
export function dialogPath(base: string, dialogId: number): string {
  return `${base}/interaction/dialogs/${dialogId}`;
}

/** `{base}/interaction/sign-in`. */
export function signInPath(base: string): string {
  return `${base}/interaction/sign-in`;
}

/** An absolute link to share, built from a path of this widget. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
