import type { MailCatalogue } from '../catalogue';

/** German mail texts (du). */
export const de: MailCatalogue = {
  lang: 'de',
  greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  signOff: (brand) => `Dein Team von ${brand}`,
  footer: (brand) =>
    `Du bekommst diese E-Mail wegen deines Kontos bei ${brand}, bereitgestellt von Quad.`,
  notYou:
    'Warst du das nicht? Dann kannst du diese E-Mail einfach ignorieren: Ohne den Link oder Code ändert sich nichts.',
  buttonFallback: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  welcome: {
    subject: (brand) => `Willkommen bei ${brand}`,
    heading: (brand) => `Willkommen bei ${brand}!`,
    body: (brand) => [
      `Dein Konto ist bereit. Du kannst jetzt mit Studierenden und Mitarbeitenden von ${brand} chatten, Fragen stellen und bei Live-Events dabei sein.`,
      'Studierende antworten, wenn sie Zeit haben. Wir sagen dir Bescheid, sobald jemand antwortet.',
    ],
    action: 'Unterhaltung starten',
  },
  verificationCode: {
    subject: (purpose) =>
      ({
        email_change: 'Bestätige deine neue E-Mail-Adresse',
        password_change: 'Dein Code zum Ändern deines Passworts',
        sso_link: 'Bestätige deine Anmeldung per Single Sign-on',
      })[purpose],
    heading: (purpose) =>
      ({
        email_change: 'Bestätige deine neue E-Mail-Adresse',
        password_change: 'Ändere dein Passwort',
        sso_link: 'Bestätige, dass du es bist',
      })[purpose],
    intro: (purpose) =>
      ({
        email_change: 'Gib diesen Code ein, um diese Adresse für dein Konto zu verwenden:',
        password_change: 'Gib diesen Code ein, um ein neues Passwort zu wählen:',
        sso_link:
          'Jemand hat sich per Single Sign-on mit dieser E-Mail-Adresse angemeldet. Gib diesen Code ein, um die Anmeldung mit deinem Konto zu verbinden:',
      })[purpose],
    expires: (minutes) => `Der Code läuft in ${minutes} Minuten ab und funktioniert nur einmal.`,
  },
  emailChanged: {
    subject: 'Deine E-Mail-Adresse wurde geändert',
    body: (newEmail) => [
      `Die E-Mail-Adresse deines Kontos wurde in ${newEmail} geändert. Melde dich ab jetzt mit der neuen Adresse an.`,
      'Wenn du das nicht selbst geändert hast, setze sofort dein Passwort zurück und wende dich an die Hochschule.',
    ],
  },
  passwordRecovery: {
    subject: 'Setze dein Passwort zurück',
    body: (minutes) => [
      'Wir haben eine Anfrage erhalten, das Passwort deines Kontos zurückzusetzen.',
      `Wähle mit dem Button unten ein neues Passwort. Der Link läuft in ${minutes} Minuten ab und funktioniert nur einmal.`,
    ],
    action: 'Neues Passwort wählen',
  },
  passwordChanged: {
    subject: 'Dein Passwort wurde geändert',
    body: [
      'Das Passwort deines Kontos wurde gerade geändert und alle anderen Geräte wurden abgemeldet.',
      'Wenn du das nicht selbst geändert hast, setze sofort dein Passwort zurück und wende dich an die Hochschule.',
    ],
  },
  ambassadorInvitation: {
    subject: (brand) => `Einladung: Werde Botschafter:in für ${brand}`,
    heading: 'Werde Studienbotschafter:in',
    body: (brand) => [
      `${brand} lädt dich ein, mit Studieninteressierten über das Leben dort zu sprechen.`,
      'Starte deine Bewerbung mit diesem Zugangscode:',
    ],
    action: 'Bewerbung starten',
    note: (days) => `Der Code funktioniert nur einmal und gilt ${days} Tage.`,
  },
  application: {
    received: {
      subject: 'Wir haben deine Bewerbung als Botschafter:in erhalten',
      heading: 'Danke für deine Bewerbung',
      body: (brand) => [
        `Danke, dass du dich als Studienbotschafter:in für ${brand} bewirbst.`,
        `Das Team von ${brand} sieht sich dein Profil bald an. Wir schreiben dir, sobald es entschieden hat.`,
      ],
      action: 'Bewerbung ansehen',
    },
    approved: {
      subject: (brand) => `Du bist jetzt Botschafter:in für ${brand}`,
      heading: 'Dein Profil ist online',
      body: (brand) => [
        `Gute Nachrichten: ${brand} hat dein Profil als Botschafter:in freigegeben.`,
        'Studieninteressierte können dich jetzt finden und einen Chat starten. Melde dich an, um ihnen zu antworten.',
      ],
      action: (brand) => `${brand} öffnen`,
    },
    rejected: {
      subject: 'Zu deiner Bewerbung als Botschafter:in',
      heading: 'Deine Bewerbung braucht Änderungen',
      intro: (brand) =>
        `Danke für deine Bewerbung als Studienbotschafter:in für ${brand}. Das Team konnte dein Profil noch nicht freigeben. Das ist die Rückmeldung:`,
      outro: 'Du kannst dein Profil ändern und es noch einmal senden.',
      action: 'Bewerbung aktualisieren',
    },
    toReview: {
      subject: (applicant) => `Neue Bewerbung für das Botschafterprogramm: ${applicant}`,
      heading: 'Eine Bewerbung wartet auf dich',
      body: (applicant, email, brand) => [
        `${applicant} (${email}) hat sich als Studienbotschafter:in für ${brand} beworben.`,
        'Das Profil erscheint erst im Widget, wenn jemand aus dem Admin-Team deiner Hochschule es freigibt. Wird es abgelehnt, sieht die Person die angegebene Begründung.',
      ],
    },
  },
  offlineNotice: {
    subject: (sender) => `${sender} hat dir eine Nachricht geschickt`,
    heading: (sender) => `Neue Nachricht von ${sender}`,
    body: (sender, count, brand) => [
      count === 1
        ? `${sender} hat dir in deinem Chat bei ${brand} geschrieben.`
        : `${sender} hat dir ${count} Nachrichten in deinem Chat bei ${brand} geschrieben.`,
      'Öffne den Chat, um sie zu lesen und zu antworten.',
    ],
    action: 'Chat öffnen',
    why: (brand) =>
      `Du bekommst diese E-Mail, weil du einen Chat bei ${brand} hast und gerade nicht online warst.`,
    unsubscribe: 'Diese E-Mails abbestellen',
    push: (count) =>
      count === 1 ? 'Du hast eine neue Nachricht.' : `Du hast ${count} neue Nachrichten.`,
    text: (sender, brand, url) => `${sender} hat dir bei ${brand} geschrieben: ${url}`,
  },
};
