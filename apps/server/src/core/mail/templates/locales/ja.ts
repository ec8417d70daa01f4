import type { MailCatalogue } from '../catalogue';

/** Japanese mail texts (です/ます). */
export const ja: MailCatalogue = {
  lang: 'ja',
  greeting: (name) => (name ? `${name} さん、こんにちは。` : 'こんにちは。'),
  signOff: (brand) => `${brand} チーム`,
  footer: (brand) =>
    `このメールは、${brand}（Quad 提供）のアカウントをお持ちの方にお送りしています。`,
  notYou:
    'お心当たりがない場合は、このメールを無視してください。リンクやコードがなければ、何も変更されません。',
  buttonFallback: 'ボタンが機能しない場合は、次のリンクをコピーしてブラウザに貼り付けてください：',
  welcome: {
    subject: (brand) => `${brand} へようこそ`,
    heading: (brand) => `${brand} へようこそ！`,
    body: (brand) => [
      `アカウントの準備ができました。${brand} の学生やスタッフとチャットしたり、質問したり、ライブイベントに参加したりできます。`,
      '学生は都合のよいときに返信します。返信が届いたらお知らせしますね。',
    ],
    action: '会話を始める',
  },
  verificationCode: {
    subject: (purpose) =>
      ({
        email_change: '新しいメールアドレスの確認',
        password_change: 'パスワード変更用のコード',
        sso_link: 'シングルサインオンの確認',
      })[purpose],
    heading: (purpose) =>
      ({
        email_change: '新しいメールアドレスを確認してください',
        password_change: 'パスワードを変更',
        sso_link: 'ご本人確認',
      })[purpose],
    intro: (purpose) =>
      ({
        email_change: 'このアドレスをアカウントで使うには、次のコードを入力してください：',
        password_change: '新しいパスワードを設定するには、次のコードを入力してください：',
        sso_link:
          'このメールアドレスで、シングルサインオン（SSO）によるログインがありました。アカウントと連携するには、次のコードを入力してください：',
      })[purpose],
    expires: (minutes) => `コードの有効期限は ${minutes} 分で、使えるのは 1 回だけです。`,
  },
  emailChanged: {
    subject: 'メールアドレスが変更されました',
    body: (newEmail) => [
      `アカウントのメールアドレスが ${newEmail} に変更されました。今後は新しいアドレスでログインしてください。`,
      'この変更に心当たりがない場合は、すぐにパスワードをリセットし、大学に連絡してください。',
    ],
  },
  passwordRecovery: {
    subject: 'パスワードのリセット',
    body: (minutes) => [
      'アカウントのパスワードをリセットするリクエストを受け付けました。',
      `下のボタンから新しいパスワードを設定してください。リンクの有効期限は ${minutes} 分で、使えるのは 1 回だけです。`,
    ],
    action: '新しいパスワードを設定',
  },
  passwordChanged: {
    subject: 'パスワードが変更されました',
    body: [
      'アカウントのパスワードが変更され、ほかのすべてのデバイスからログアウトしました。',
      'この変更に心当たりがない場合は、すぐにパスワードをリセットし、大学に連絡してください。',
    ],
  },
  ambassadorInvitation: {
    subject: (brand) => `${brand} の学生アンバサダーへのご招待`,
    heading: '学生アンバサダーになりませんか',
    body: (brand) => [
      `${brand} から、志望者にキャンパスでの生活を伝えるアンバサダーとして招待が届いています。`,
      '次のアクセスコードで応募を始めてください：',
    ],
    action: '応募を始める',
    note: (days) => `このコードは 1 回だけ使え、有効期間は ${days} 日間です。`,
  },
  application: {
    received: {
      subject: 'アンバサダーへの応募を受け付けました',
      heading: 'ご応募ありがとうございます',
      body: (brand) => [
        `${brand} の学生アンバサダーにご応募いただき、ありがとうございます。`,
        `${brand} のチームがまもなくプロフィールを確認します。結果が出たらすぐにメールでお知らせします。`,
      ],
      action: '応募内容を見る',
    },
    approved: {
      subject: (brand) => `${brand} のアンバサダーになりました`,
      heading: 'プロフィールが公開されました',
      body: (brand) => [
        `うれしいお知らせです。${brand} があなたのアンバサダープロフィールを承認しました。`,
        '志望者があなたを見つけて、チャットを始められるようになりました。ログインして返信しましょう。',
      ],
      action: (brand) => `${brand} を開く`,
    },
    rejected: {
      subject: 'アンバサダーへの応募について',
      heading: '応募内容の修正が必要です',
      intro: (brand) =>
        `${brand} の学生アンバサダーにご応募いただき、ありがとうございます。チームはまだあなたのプロフィールを承認できませんでした。チームからのコメントは次のとおりです：`,
      outro: 'プロフィールを修正して、もう一度送信できます。',
      action: '応募内容を更新',
    },
    toReview: {
      subject: (applicant) => `新しいアンバサダー応募：${applicant}`,
      heading: '確認待ちの応募があります',
      body: (applicant, email, brand) => [
        `${applicant} さん（${email}）が ${brand} の学生アンバサダーに応募しました。`,
        '大学の管理者が承認するまで、このプロフィールはウィジェットに表示されません。却下する場合は理由を入力してください。その理由は応募者に表示されます。',
      ],
    },
  },
  offlineNotice: {
    subject: (sender) => `${sender}さんからメッセージが届きました`,
    heading: (sender) => `${sender}さんからの新しいメッセージ`,
    body: (sender, count, brand) => [
      count === 1
        ? `${brand}のチャットで${sender}さんからメッセージが届いています。`
        : `${brand}のチャットで${sender}さんから${count}件のメッセージが届いています。`,
      'チャットを開いて読み、返信しましょう。',
    ],
    action: 'チャットを開く',
    why: (brand) =>
      `${brand}でチャットをしていて、オフラインだったため、このメールをお送りしています。`,
    unsubscribe: 'このメールの配信を停止する',
    push: (count) =>
      count === 1 ? '新しいメッセージが1件あります。' : `新しいメッセージが${count}件あります。`,
    text: (sender, brand, url) => `${brand}で${sender}さんからメッセージが届きました：${url}`,
  },
};
