import type { MailCatalogue } from '../catalogue';

/** Simplified Chinese mail texts (你; 您 for admins). */
export const zhHans: MailCatalogue = {
  lang: 'zh-Hans',
  greeting: (name) => (name ? `${name}，你好！` : '你好！'),
  signOff: (brand) => `${brand} 团队`,
  footer: (brand) => `你收到这封邮件，是因为你在 ${brand} 有账号。本服务由 Quad 提供支持。`,
  notYou: '如果这不是你本人的操作，可以忽略这封邮件：没有链接或验证码，任何设置都不会改变。',
  buttonFallback: '如果按钮无法使用，请将下面的链接复制到浏览器中打开：',
  welcome: {
    subject: (brand) => `欢迎加入 ${brand}`,
    heading: (brand) => `欢迎加入 ${brand}！`,
    body: (brand) => [
      `你的账号已经准备好了。现在你可以和 ${brand} 的学生及教职员工聊天、提问，还可以参加直播活动。`,
      '学生会在方便的时候回复你，有人回答时我们会通知你。',
    ],
    action: '开始聊天',
  },
  verificationCode: {
    subject: (purpose) =>
      ({
        email_change: '确认你的新邮箱地址',
        password_change: '你的更改密码验证码',
        sso_link: '确认你的单点登录',
      })[purpose],
    heading: (purpose) =>
      ({
        email_change: '确认你的新邮箱地址',
        password_change: '更改密码',
        sso_link: '确认是你本人',
      })[purpose],
    intro: (purpose) =>
      ({
        email_change: '输入这个验证码，即可将此地址用于你的账号：',
        password_change: '输入这个验证码，即可设置新密码：',
        sso_link:
          '有人使用这个邮箱地址通过单点登录（SSO）登录。输入这个验证码，即可将其关联到你的账号：',
      })[purpose],
    expires: (minutes) => `验证码将在 ${minutes} 分钟后失效，且只能使用一次。`,
  },
  emailChanged: {
    subject: '你的邮箱地址已更改',
    body: (newEmail) => [
      `你账号的邮箱地址已更改为 ${newEmail}。今后请使用新地址登录。`,
      '如果这不是你本人的操作，请立即重置密码并联系大学。',
    ],
  },
  passwordRecovery: {
    subject: '重置密码',
    body: (minutes) => [
      '我们收到了重置你账号密码的请求。',
      `请点击下方按钮设置新密码。链接将在 ${minutes} 分钟后失效，且只能使用一次。`,
    ],
    action: '设置新密码',
  },
  passwordChanged: {
    subject: '你的密码已更改',
    body: [
      '你账号的密码刚刚已更改，其他所有设备都已退出登录。',
      '如果这不是你本人的操作，请立即重置密码并联系大学。',
    ],
  },
  ambassadorInvitation: {
    subject: (brand) => `${brand} 邀请你成为学生大使`,
    heading: '成为学生大使',
    body: (brand) => [
      `${brand} 邀请你和准学生聊聊在这里的学习和生活。`,
      '使用这个访问码开始申请：',
    ],
    action: '开始申请',
    note: (days) => `访问码只能使用一次，${days} 天内有效。`,
  },
  application: {
    received: {
      subject: '我们已收到你的学生大使申请',
      heading: '感谢你的申请',
      body: (brand) => [
        `感谢你申请成为 ${brand} 的学生大使。`,
        `${brand} 团队会尽快查看你的个人资料。一有结果，我们就会发邮件通知你。`,
      ],
      action: '查看我的申请',
    },
    approved: {
      subject: (brand) => `你现在是 ${brand} 的学生大使了`,
      heading: '你的个人资料已上线',
      body: (brand) => [
        `好消息：${brand} 已通过你的学生大使个人资料。`,
        '准学生现在可以找到你并发起聊天。登录即可回复他们。',
      ],
      action: (brand) => `打开 ${brand}`,
    },
    rejected: {
      subject: '关于你的学生大使申请',
      heading: '你的申请需要修改',
      intro: (brand) =>
        `感谢你申请成为 ${brand} 的学生大使。团队暂时还无法通过你的个人资料。以下是他们的反馈：`,
      outro: '你可以修改个人资料后重新提交。',
      action: '更新我的申请',
    },
    toReview: {
      subject: (applicant) => `新的学生大使申请：${applicant}`,
      heading: '有一份申请等待您审核',
      body: (applicant, email, brand) => [
        `${applicant}（${email}）申请成为 ${brand} 的学生大使。`,
        '在您所在大学的管理员审核通过之前，该个人资料不会显示在小组件中；如果申请被拒绝，申请人会看到填写的拒绝原因。',
      ],
    },
  },
  offlineNotice: {
    subject: (sender) => `${sender} 给你发了一条消息`,
    heading: (sender) => `来自 ${sender} 的新消息`,
    body: (sender, count, brand) => [
      count === 1
        ? `${sender} 在 ${brand} 的聊天中给你发了消息。`
        : `${sender} 在 ${brand} 的聊天中给你发了 ${count} 条消息。`,
      '打开聊天即可阅读并回复。',
    ],
    action: '打开聊天',
    why: (brand) => `你收到这封邮件，是因为你在 ${brand} 有一个聊天，而你当时不在线。`,
    unsubscribe: '不再接收此类邮件',
    push: (count) => (count === 1 ? '你有一条新消息。' : `你有 ${count} 条新消息。`),
    text: (sender, brand, url) => `${sender} 在 ${brand} 给你发了消息：${url}`,
  },
};
