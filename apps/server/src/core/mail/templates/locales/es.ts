import type { MailCatalogue } from '../catalogue';

/** Spanish mail texts (tú). */
export const es: MailCatalogue = {
  lang: 'es',
  greeting: (name) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
  signOff: (brand) => `El equipo de ${brand}`,
  footer: (brand) =>
    `Recibes este correo porque tienes una cuenta en ${brand}, con la tecnología de Quad.`,
  notYou:
    'Si no has sido tú, puedes ignorar este correo: no cambiará nada sin el enlace o el código.',
  buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  welcome: {
    subject: (brand) => `Te damos la bienvenida a ${brand}`,
    heading: (brand) => `¡Te damos la bienvenida a ${brand}!`,
    body: (brand) => [
      `Tu cuenta está lista. Ya puedes hablar con estudiantes y personal de ${brand}, hacer preguntas y unirte a eventos en directo.`,
      'Los estudiantes responden cuando pueden, así que te avisaremos cuando alguien te conteste.',
    ],
    action: 'Empezar una conversación',
  },
  verificationCode: {
    subject: (purpose) =>
      ({
        email_change: 'Confirma tu nueva dirección de correo',
        password_change: 'Tu código para cambiar la contraseña',
        sso_link: 'Confirma tu inicio de sesión único (SSO)',
      })[purpose],
    heading: (purpose) =>
      ({
        email_change: 'Confirma tu nueva dirección de correo',
        password_change: 'Cambia tu contraseña',
        sso_link: 'Confirma que eres tú',
      })[purpose],
    intro: (purpose) =>
      ({
        email_change: 'Introduce este código para usar esta dirección en tu cuenta:',
        password_change: 'Introduce este código para elegir una nueva contraseña:',
        sso_link:
          'Alguien ha entrado con el inicio de sesión único (SSO) usando esta dirección de correo. Introduce este código para vincularlo a tu cuenta:',
      })[purpose],
    expires: (minutes) => `El código caduca en ${minutes} minutos y solo se puede usar una vez.`,
  },
  emailChanged: {
    subject: 'Se ha cambiado tu dirección de correo',
    body: (newEmail) => [
      `La dirección de correo de tu cuenta ha cambiado a ${newEmail}. A partir de ahora, inicia sesión con la nueva dirección.`,
      'Si no has hecho tú este cambio, restablece tu contraseña ahora mismo y ponte en contacto con la universidad.',
    ],
  },
  passwordRecovery: {
    subject: 'Restablece tu contraseña',
    body: (minutes) => [
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
      `Elige una nueva contraseña con el botón de abajo. El enlace caduca en ${minutes} minutos y solo se puede usar una vez.`,
    ],
    action: 'Elegir una nueva contraseña',
  },
  passwordChanged: {
    subject: 'Se ha cambiado tu contraseña',
    body: [
      'La contraseña de tu cuenta se acaba de cambiar y hemos cerrado la sesión en todos tus otros dispositivos.',
      'Si no has hecho tú este cambio, restablece tu contraseña ahora mismo y ponte en contacto con la universidad.',
    ],
  },
  ambassadorInvitation: {
    subject: (brand) => `Te invitamos a ser embajador de ${brand}`,
    heading: 'Hazte embajador estudiantil',
    body: (brand) => [
      `${brand} te invita a contarles a los futuros estudiantes cómo es la vida allí.`,
      'Empieza tu solicitud con este código de acceso:',
    ],
    action: 'Empezar mi solicitud',
    note: (days) => `El código solo se puede usar una vez y es válido durante ${days} días.`,
  },
  application: {
    received: {
      subject: 'Hemos recibido tu solicitud de embajador',
      heading: 'Gracias por tu solicitud',
      body: (brand) => [
        `Gracias por solicitar ser embajador estudiantil de ${brand}.`,
        `El equipo de ${brand} revisará tu perfil pronto. Te escribiremos en cuanto tomen una decisión.`,
      ],
      action: 'Ver mi solicitud',
    },
    approved: {
      subject: (brand) => `Ya eres embajador de ${brand}`,
      heading: 'Tu perfil ya está publicado',
      body: (brand) => [
        `¡Buenas noticias! ${brand} ha aprobado tu perfil de embajador.`,
        'Los futuros estudiantes ya pueden encontrarte y empezar un chat contigo. Inicia sesión para responderles.',
      ],
      action: (brand) => `Abrir ${brand}`,
    },
    rejected: {
      subject: 'Sobre tu solicitud de embajador',
      heading: 'Tu solicitud necesita cambios',
      intro: (brand) =>
        `Gracias por solicitar ser embajador estudiantil de ${brand}. El equipo aún no ha podido aprobar tu perfil. Esto es lo que te han dicho:`,
      outro: 'Puedes cambiar tu perfil y enviarlo de nuevo.',
      action: 'Actualizar mi solicitud',
    },
    toReview: {
      subject: (applicant) => `Nueva solicitud de embajador: ${applicant}`,
      heading: 'Tienes una solicitud pendiente',
      body: (applicant, email, brand) => [
        `${applicant} (${email}) ha solicitado ser embajador estudiantil de ${brand}.`,
        'Su perfil no aparecerá en el widget hasta que un administrador de tu universidad lo apruebe, o lo rechace con un motivo que esa persona podrá leer.',
      ],
    },
  },
  offlineNotice: {
    subject: (sender) => `${sender} te ha enviado un mensaje`,
    heading: (sender) => `Nuevo mensaje de ${sender}`,
    body: (sender, count, brand) => [
      count === 1
        ? `${sender} te ha escrito en tu chat de ${brand}.`
        : `${sender} te ha escrito ${count} mensajes en tu chat de ${brand}.`,
      'Abre el chat para leerlos y responder.',
    ],
    action: 'Abrir el chat',
    why: (brand) => `Recibes este correo porque tienes un chat en ${brand} y no estabas conectado.`,
    unsubscribe: 'No quiero recibir estos correos',
    push: (count) =>
      count === 1 ? 'Tienes un mensaje nuevo.' : `Tienes ${count} mensajes nuevos.`,
    text: (sender, brand, url) => `${sender} te ha enviado un mensaje en ${brand}: ${url}`,
  },
};
