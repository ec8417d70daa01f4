import type { MailCatalogue } from '../catalogue';

/** Portuguese mail texts (você). */
export const pt: MailCatalogue = {
  lang: 'pt',
  greeting: (name) => (name ? `Olá, ${name}!` : 'Olá!'),
  signOff: (brand) => `Equipe ${brand}`,
  footer: (brand) =>
    `Você está recebendo este e-mail por causa da sua conta em ${brand}, com tecnologia Quad.`,
  notYou: 'Se não foi você, pode ignorar este e-mail: nada muda sem o link ou o código.',
  buttonFallback: 'Se o botão não funcionar, copie este link no seu navegador:',
  welcome: {
    subject: (brand) => `Boas-vindas a ${brand}`,
    heading: (brand) => `Boas-vindas a ${brand}!`,
    body: (brand) => [
      `Sua conta está pronta. Agora você pode conversar com estudantes e funcionários de ${brand}, tirar dúvidas e participar de eventos ao vivo.`,
      'Os estudantes respondem quando podem, então vamos avisar você quando alguém responder.',
    ],
    action: 'Começar uma conversa',
  },
  verificationCode: {
    subject: (purpose) =>
      ({
        email_change: 'Confirme seu novo endereço de e-mail',
        password_change: 'Seu código para alterar a senha',
        sso_link: 'Confirme seu login único (SSO)',
      })[purpose],
    heading: (purpose) =>
      ({
        email_change: 'Confirme seu novo endereço de e-mail',
        password_change: 'Altere sua senha',
        sso_link: 'Confirme que é você',
      })[purpose],
    intro: (purpose) =>
      ({
        email_change: 'Digite este código para usar este endereço na sua conta:',
        password_change: 'Digite este código para escolher uma nova senha:',
        sso_link:
          'Alguém entrou com login único (SSO) usando este endereço de e-mail. Digite este código para conectá-lo à sua conta:',
      })[purpose],
    expires: (minutes) => `O código expira em ${minutes} minutos e só funciona uma vez.`,
  },
  emailChanged: {
    subject: 'Seu endereço de e-mail foi alterado',
    body: (newEmail) => [
      `O endereço de e-mail da sua conta foi alterado para ${newEmail}. A partir de agora, entre com o novo endereço.`,
      'Se você não fez essa alteração, redefina sua senha imediatamente e entre em contato com a universidade.',
    ],
  },
  passwordRecovery: {
    subject: 'Redefina sua senha',
    body: (minutes) => [
      'Recebemos um pedido para redefinir a senha da sua conta.',
      `Escolha uma nova senha com o botão abaixo. O link expira em ${minutes} minutos e só funciona uma vez.`,
    ],
    action: 'Escolher uma nova senha',
  },
  passwordChanged: {
    subject: 'Sua senha foi alterada',
    body: [
      'A senha da sua conta acabou de ser alterada, e todos os outros dispositivos foram desconectados.',
      'Se você não fez essa alteração, redefina sua senha imediatamente e entre em contato com a universidade.',
    ],
  },
  ambassadorInvitation: {
    subject: (brand) => `Convite para ser embaixador de ${brand}`,
    heading: 'Seja um estudante embaixador',
    body: (brand) => [
      `${brand} convida você a conversar com futuros estudantes sobre como é a vida por lá.`,
      'Comece sua inscrição com este código de acesso:',
    ],
    action: 'Começar minha inscrição',
    note: (days) => `O código só funciona uma vez e vale por ${days} dias.`,
  },
  application: {
    received: {
      subject: 'Recebemos sua inscrição para embaixador',
      heading: 'Agradecemos sua inscrição',
      body: (brand) => [
        `Que bom que você quer ser estudante embaixador de ${brand}!`,
        `A equipe de ${brand} vai analisar seu perfil em breve. Vamos avisar você por e-mail assim que houver uma decisão.`,
      ],
      action: 'Ver minha inscrição',
    },
    approved: {
      subject: (brand) => `Agora você é embaixador de ${brand}`,
      heading: 'Seu perfil está no ar',
      body: (brand) => [
        `Boa notícia: ${brand} aprovou seu perfil de embaixador.`,
        'Agora os futuros estudantes podem encontrar você e começar uma conversa. Entre para responder.',
      ],
      action: (brand) => `Abrir ${brand}`,
    },
    rejected: {
      subject: 'Sobre sua inscrição para embaixador',
      heading: 'Sua inscrição precisa de ajustes',
      intro: (brand) =>
        `Agradecemos sua inscrição para ser estudante embaixador de ${brand}. A equipe ainda não pôde aprovar seu perfil. Veja o que disseram:`,
      outro: 'Você pode alterar seu perfil e enviá-lo de novo.',
      action: 'Atualizar minha inscrição',
    },
    toReview: {
      subject: (applicant) => `Nova inscrição de embaixador: ${applicant}`,
      heading: 'Uma inscrição aguarda sua análise',
      body: (applicant, email, brand) => [
        `${applicant} (${email}) se inscreveu para ser estudante embaixador de ${brand}.`,
        'O perfil fica fora do widget até que um administrador da sua universidade o aprove ou o recuse com um motivo que a pessoa vai ver.',
      ],
    },
  },
  offlineNotice: {
    subject: (sender) => `${sender} enviou-lhe uma mensagem`,
    heading: (sender) => `Nova mensagem de ${sender}`,
    body: (sender, count, brand) => [
      count === 1
        ? `${sender} escreveu-lhe no seu chat em ${brand}.`
        : `${sender} escreveu-lhe ${count} mensagens no seu chat em ${brand}.`,
      'Abra o chat para ler e responder.',
    ],
    action: 'Abrir o chat',
    why: (brand) => `Recebe este e-mail porque tem um chat em ${brand} e estava ausente.`,
    unsubscribe: 'Deixar de receber estes e-mails',
    push: (count) => (count === 1 ? 'Tem uma nova mensagem.' : `Tem ${count} novas mensagens.`),
    text: (sender, brand, url) => `${sender} enviou-lhe uma mensagem em ${brand}: ${url}`,
  },
};
