import type { MailCatalogue } from '../catalogue';

/** French mail texts (vous). */
export const fr: MailCatalogue = {
  lang: 'fr',
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  signOff: (brand) => `L’équipe ${brand}`,
  footer: (brand) =>
    `Vous recevez cet e-mail parce que vous avez un compte chez ${brand}, propulsé par Quad.`,
  notYou:
    'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail\u00a0: rien ne change sans le lien ou le code.',
  buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  welcome: {
    subject: (brand) => `Bienvenue chez ${brand}`,
    heading: (brand) => `Bienvenue chez ${brand}\u00a0!`,
    body: (brand) => [
      `Votre compte est prêt. Vous pouvez maintenant discuter avec les étudiants et le personnel de ${brand}, poser vos questions et participer aux événements en direct.`,
      'Les étudiants répondent quand ils sont disponibles\u00a0: nous vous préviendrons dès que quelqu’un vous aura répondu.',
    ],
    action: 'Lancer une discussion',
  },
  verificationCode: {
    subject: (purpose) =>
      ({
        email_change: 'Confirmez votre nouvelle adresse e-mail',
        password_change: 'Votre code pour changer de mot de passe',
        sso_link: 'Confirmez votre connexion par authentification unique',
      })[purpose],
    heading: (purpose) =>
      ({
        email_change: 'Confirmez votre nouvelle adresse e-mail',
        password_change: 'Changez de mot de passe',
        sso_link: 'Confirmez que c’est bien vous',
      })[purpose],
    intro: (purpose) =>
      ({
        email_change: 'Saisissez ce code pour utiliser cette adresse avec votre compte\u00a0:',
        password_change: 'Saisissez ce code pour choisir un nouveau mot de passe\u00a0:',
        sso_link:
          'Quelqu’un s’est connecté par authentification unique (SSO) avec cette adresse e-mail. Saisissez ce code pour l’associer à votre compte\u00a0:',
      })[purpose],
    expires: (minutes) =>
      `Le code expire dans ${minutes} minutes et ne fonctionne qu’une seule fois.`,
  },
  emailChanged: {
    subject: 'Votre adresse e-mail a été modifiée',
    body: (newEmail) => [
      `L’adresse e-mail de votre compte est désormais ${newEmail}. À partir de maintenant, connectez-vous avec cette nouvelle adresse.`,
      'Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe immédiatement et contactez l’université.',
    ],
  },
  passwordRecovery: {
    subject: 'Réinitialisez votre mot de passe',
    body: (minutes) => [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
      `Choisissez un nouveau mot de passe avec le bouton ci-dessous. Le lien expire dans ${minutes} minutes et ne fonctionne qu’une seule fois.`,
    ],
    action: 'Choisir un nouveau mot de passe',
  },
  passwordChanged: {
    subject: 'Votre mot de passe a été modifié',
    body: [
      'Le mot de passe de votre compte vient d’être modifié, et tous vos autres appareils ont été déconnectés.',
      'Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe immédiatement et contactez l’université.',
    ],
  },
  ambassadorInvitation: {
    subject: (brand) => `Invitation à devenir ambassadeur de ${brand}`,
    heading: 'Devenez ambassadeur étudiant',
    body: (brand) => [
      `${brand} vous invite à parler de la vie sur place avec les futurs étudiants.`,
      'Commencez votre candidature avec ce code d’accès\u00a0:',
    ],
    action: 'Commencer ma candidature',
    note: (days) => `Le code ne fonctionne qu’une seule fois et reste valable ${days} jours.`,
  },
  application: {
    received: {
      subject: 'Nous avons bien reçu votre candidature d’ambassadeur',
      heading: 'Merci pour votre candidature',
      body: (brand) => [
        `Merci d’avoir postulé pour devenir ambassadeur étudiant de ${brand}.`,
        `L’équipe de ${brand} va bientôt examiner votre profil. Nous vous écrirons dès qu’elle aura pris sa décision.`,
      ],
      action: 'Voir ma candidature',
    },
    approved: {
      subject: (brand) => `Vous êtes maintenant ambassadeur de ${brand}`,
      heading: 'Votre profil est en ligne',
      body: (brand) => [
        `Bonne nouvelle\u00a0: ${brand} a approuvé votre profil d’ambassadeur.`,
        'Les futurs étudiants peuvent maintenant vous trouver et lancer une discussion avec vous. Connectez-vous pour leur répondre.',
      ],
      action: (brand) => `Ouvrir ${brand}`,
    },
    rejected: {
      subject: 'À propos de votre candidature d’ambassadeur',
      heading: 'Votre candidature doit être modifiée',
      intro: (brand) =>
        `Merci d’avoir postulé pour devenir ambassadeur étudiant de ${brand}. L’équipe n’a pas encore pu approuver votre profil. Voici son message\u00a0:`,
      outro: 'Vous pouvez modifier votre profil et l’envoyer à nouveau.',
      action: 'Mettre à jour ma candidature',
    },
    toReview: {
      subject: (applicant) => `Nouvelle candidature d’ambassadeur\u00a0: ${applicant}`,
      heading: 'Une candidature vous attend',
      body: (applicant, email, brand) => [
        `${applicant} (${email}) a postulé pour devenir ambassadeur étudiant de ${brand}.`,
        'Son profil reste invisible dans le widget jusqu’à ce qu’un administrateur de votre université l’approuve, ou le refuse avec un motif que la personne pourra lire.',
      ],
    },
  },
  offlineNotice: {
    subject: (sender) => `${sender} vous a envoyé un message`,
    heading: (sender) => `Nouveau message de ${sender}`,
    body: (sender, count, brand) => [
      count === 1
        ? `${sender} vous a écrit dans votre conversation sur ${brand}.`
        : `${sender} vous a écrit ${count} messages dans votre conversation sur ${brand}.`,
      'Ouvrez la conversation pour lire et répondre.',
    ],
    action: 'Ouvrir la conversation',
    why: (brand) =>
      `Vous recevez cet e-mail parce que vous avez une conversation sur ${brand} et que vous étiez absent.`,
    unsubscribe: 'Ne plus recevoir ces e-mails',
    push: (count) =>
      count === 1 ? 'Vous avez un nouveau message.' : `Vous avez ${count} nouveaux messages.`,
    text: (sender, brand, url) => `${sender} vous a envoyé un message sur ${brand} : ${url}`,
  },
};
