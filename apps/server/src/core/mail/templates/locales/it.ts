import type { MailCatalogue } from '../catalogue';

/** Italian mail texts (tu). */
export const it: MailCatalogue = {
  lang: 'it',
  greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
  signOff: (brand) => `Il team di ${brand}`,
  footer: (brand) => `Ricevi questa email perché hai un account su ${brand}, realizzato con Quad.`,
  notYou:
    'Se non hai fatto tu questa richiesta, puoi ignorare questa email: senza il link o il codice non cambia nulla.',
  buttonFallback: 'Se il pulsante non funziona, copia questo link nel browser:',
  welcome: {
    subject: (brand) => `Ti diamo il benvenuto su ${brand}`,
    heading: (brand) => `Ti diamo il benvenuto su ${brand}!`,
    body: (brand) => [
      `Il tuo account è pronto. Ora puoi chattare con studenti e staff di ${brand}, fare domande e partecipare agli eventi dal vivo.`,
      'Gli studenti rispondono quando possono: ti avviseremo appena qualcuno ti risponde.',
    ],
    action: 'Inizia una conversazione',
  },
  verificationCode: {
    subject: (purpose) =>
      ({
        email_change: 'Conferma il tuo nuovo indirizzo email',
        password_change: 'Il tuo codice per cambiare la password',
        sso_link: 'Conferma il tuo accesso con Single Sign-On',
      })[purpose],
    heading: (purpose) =>
      ({
        email_change: 'Conferma il tuo nuovo indirizzo email',
        password_change: 'Cambia la tua password',
        sso_link: 'Conferma che sei tu',
      })[purpose],
    intro: (purpose) =>
      ({
        email_change: 'Inserisci questo codice per usare questo indirizzo con il tuo account:',
        password_change: 'Inserisci questo codice per scegliere una nuova password:',
        sso_link:
          "Qualcuno ha effettuato l'accesso con Single Sign-On usando questo indirizzo email. Inserisci questo codice per collegarlo al tuo account:",
      })[purpose],
    expires: (minutes) => `Il codice scade tra ${minutes} minuti e funziona una sola volta.`,
  },
  emailChanged: {
    subject: 'Il tuo indirizzo email è stato cambiato',
    body: (newEmail) => [
      `L'indirizzo email del tuo account è stato cambiato in ${newEmail}. D'ora in poi accedi con il nuovo indirizzo.`,
      "Se non hai fatto tu questa modifica, reimposta subito la password e contatta l'università.",
    ],
  },
  passwordRecovery: {
    subject: 'Reimposta la password',
    body: (minutes) => [
      'Abbiamo ricevuto una richiesta per reimpostare la password del tuo account.',
      `Scegli una nuova password con il pulsante qui sotto. Il link scade tra ${minutes} minuti e funziona una sola volta.`,
    ],
    action: 'Scegli una nuova password',
  },
  passwordChanged: {
    subject: 'La tua password è stata cambiata',
    body: [
      'La password del tuo account è appena stata cambiata e tutti gli altri dispositivi sono stati disconnessi.',
      "Se non hai fatto tu questa modifica, reimposta subito la password e contatta l'università.",
    ],
  },
  ambassadorInvitation: {
    subject: (brand) => `Un invito a diventare ambassador di ${brand}`,
    heading: 'Diventa studente ambassador',
    body: (brand) => [
      `${brand} ti invita a raccontare ai futuri studenti com'è la vita lì.`,
      'Inizia la candidatura con questo codice di accesso:',
    ],
    action: 'Inizia la candidatura',
    note: (days) => `Il codice funziona una sola volta ed è valido per ${days} giorni.`,
  },
  application: {
    received: {
      subject: 'Abbiamo ricevuto la tua candidatura come ambassador',
      heading: 'Grazie per la candidatura',
      body: (brand) => [
        `Grazie per la tua candidatura come studente ambassador di ${brand}.`,
        `Il team di ${brand} guarderà presto il tuo profilo. Ti scriveremo appena avranno deciso.`,
      ],
      action: 'Vedi la tua candidatura',
    },
    approved: {
      subject: (brand) => `Ora sei ambassador di ${brand}`,
      heading: 'Il tuo profilo è online',
      body: (brand) => [
        `Buone notizie: ${brand} ha approvato il tuo profilo da ambassador.`,
        'Ora i futuri studenti possono trovarti e iniziare una chat con te. Accedi per rispondere.',
      ],
      action: (brand) => `Apri ${brand}`,
    },
    rejected: {
      subject: 'La tua candidatura come ambassador',
      heading: 'La tua candidatura va modificata',
      intro: (brand) =>
        `Grazie per la tua candidatura come studente ambassador di ${brand}. Il team non ha ancora potuto approvare il tuo profilo. Ecco cosa ha scritto:`,
      outro: 'Puoi modificare il profilo e inviarlo di nuovo.',
      action: 'Aggiorna la candidatura',
    },
    toReview: {
      subject: (applicant) => `Nuova candidatura ambassador: ${applicant}`,
      heading: 'Una candidatura ti aspetta',
      body: (applicant, email, brand) => [
        `Nuova candidatura di ${applicant} (${email}) come studente ambassador di ${brand}.`,
        'Il profilo resta fuori dal widget finché un amministratore della tua università non lo approva, oppure lo rifiuta con un motivo che la persona potrà leggere.',
      ],
    },
  },
  offlineNotice: {
    subject: (sender) => `${sender} ti ha inviato un messaggio`,
    heading: (sender) => `Nuovo messaggio da ${sender}`,
    body: (sender, count, brand) => [
      count === 1
        ? `${sender} ti ha scritto nella tua chat su ${brand}.`
        : `${sender} ti ha scritto ${count} messaggi nella tua chat su ${brand}.`,
      'Apri la chat per leggere e rispondere.',
    ],
    action: 'Apri la chat',
    why: (brand) => `Ricevi questa email perché hai una chat su ${brand} e non eri collegato.`,
    unsubscribe: 'Non ricevere più queste email',
    push: (count) => (count === 1 ? 'Hai un nuovo messaggio.' : `Hai ${count} nuovi messaggi.`),
    text: (sender, brand, url) => `${sender} ti ha inviato un messaggio su ${brand}: ${url}`,
  },
};
