import { signIn } from './people';

export type DemoContent = {
  ambassador: string;
  post: string;
  faq: string;
  liveStream: string;
  groupChatId: number;
  forumId: number;
};

/** Slugs and ids of the seeded university's content, as the home sections list them. */
export async function demoContent(baseUrl: string): Promise<DemoContent> {
  const response = await fetch(`${baseUrl}/api/v1/widget/getContent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ universityId: 1 }),
  });
  const { data } = (await response.json()) as {
    data: Record<string, Array<{ id: number; slug?: string }>>;
  };
  const first = (key: string) => {
    const item = data[key]?.[0];
    if (!item) throw new Error(`no ${key} in the demo data`);
    return item;
  };
  return {
    ambassador: first('users').slug ?? '',
    post: first('posts').slug ?? '',
    faq: first('faqs').slug ?? '',
    liveStream: first('liveStreams').slug ?? '',
    groupChatId: first('groupChats').id,
    forumId: first('forum').id,
  };
}

/** The one-to-one chat of a prospect and the demo ambassador, with a first question in it. */
export async function chatWithAmbassador(
  baseUrl: string,
  prospectEmail: string,
  text = 'Hi Amara! What is the first year like?',
): Promise<number> {
  const prospect = await signIn(baseUrl, prospectEmail);
  const ambassador = await signIn(baseUrl, 'ambassador@demo.test');
  const created = await fetch(`${baseUrl}/api/v1/interactionSite/dialogs/createChat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${prospect.token}` },
    body: JSON.stringify({ userId: ambassador.account.id }),
  });
  const dialogId = ((await created.json()) as { data: { dialog_id: number } }).data.dialog_id;
  await fetch(`${baseUrl}/api/v1/interactionSite/dialogs/${dialogId}/messages/prospect/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${prospect.token}` },
    body: JSON.stringify({ type: 'text', text }),
  });
  return dialogId;
}
