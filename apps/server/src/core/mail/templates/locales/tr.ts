import type { MailCatalogue } from '../catalogue';

/** Turkish mail texts (sen; siz for admins). */
export const tr: MailCatalogue = {
  lang: 'tr',
  greeting: (name) => (name ? `Merhaba ${name},` : 'Merhaba,'),
  signOff: (brand) => `${brand} ekibi`,
  footer: (brand) =>
    `Bu e-postayı, Quad altyapısıyla çalışan ${brand} hesabın olduğu için alıyorsun.`,
  notYou:
    'Bu işlemi sen yapmadıysan bu e-postayı yok sayabilirsin: Bağlantı veya kod olmadan hiçbir şey değişmez.',
  buttonFallback: 'Düğme çalışmazsa bu bağlantıyı kopyalayıp tarayıcına yapıştır:',
  welcome: {
    subject: (brand) => `${brand} hesabına hoş geldin`,
    heading: (brand) => `${brand} hesabına hoş geldin!`,
    body: (brand) => [
      `Hesabın hazır. Artık ${brand} öğrencileri ve çalışanlarıyla sohbet edebilir, soru sorabilir ve canlı etkinliklere katılabilirsin.`,
      'Öğrenciler müsait olduklarında yanıt verir; biri yanıtladığında sana haber vereceğiz.',
    ],
    action: 'Sohbet başlat',
  },
  verificationCode: {
    subject: (purpose) =>
      ({
        email_change: 'Yeni e-posta adresini onayla',
        password_change: 'Şifreni değiştirmek için kodun',
        sso_link: 'Çoklu oturum açma (SSO) girişini onayla',
      })[purpose],
    heading: (purpose) =>
      ({
        email_change: 'Yeni e-posta adresini onayla',
        password_change: 'Şifreni değiştir',
        sso_link: 'Sen olduğunu doğrula',
      })[purpose],
    intro: (purpose) =>
      ({
        email_change: 'Bu adresi hesabında kullanmak için bu kodu gir:',
        password_change: 'Yeni bir şifre seçmek için bu kodu gir:',
        sso_link:
          'Birisi bu e-posta adresiyle çoklu oturum açma (SSO) üzerinden giriş yaptı. Bu girişi hesabına bağlamak için bu kodu gir:',
      })[purpose],
    expires: (minutes) =>
      `Kod ${minutes} dakika içinde geçerliliğini yitirir ve yalnızca bir kez kullanılabilir.`,
  },
  emailChanged: {
    subject: 'E-posta adresin değiştirildi',
    body: (newEmail) => [
      `Hesabının e-posta adresi ${newEmail} olarak değiştirildi. Bundan sonra yeni adresle giriş yap.`,
      'Bu değişikliği sen yapmadıysan hemen şifreni sıfırla ve üniversiteyle iletişime geç.',
    ],
  },
  passwordRecovery: {
    subject: 'Şifreni sıfırla',
    body: (minutes) => [
      'Hesabının şifresini sıfırlamak için bir istek aldık.',
      `Aşağıdaki düğmeyle yeni bir şifre seç. Bağlantı ${minutes} dakika içinde geçerliliğini yitirir ve yalnızca bir kez kullanılabilir.`,
    ],
    action: 'Yeni şifre seç',
  },
  passwordChanged: {
    subject: 'Şifren değiştirildi',
    body: [
      'Hesabının şifresi az önce değiştirildi ve diğer tüm cihazlarda oturum kapatıldı.',
      'Bu değişikliği sen yapmadıysan hemen şifreni sıfırla ve üniversiteyle iletişime geç.',
    ],
  },
  ambassadorInvitation: {
    subject: (brand) => `${brand} seni elçi olmaya davet ediyor`,
    heading: 'Öğrenci elçisi ol',
    body: (brand) => [
      `${brand} seni, aday öğrencilerle oradaki hayat hakkında konuşmaya davet ediyor.`,
      'Başvuruna bu erişim koduyla başla:',
    ],
    action: 'Başvuruna başla',
    note: (days) => `Kod yalnızca bir kez kullanılabilir ve ${days} gün geçerlidir.`,
  },
  application: {
    received: {
      subject: 'Elçi başvurunu aldık',
      heading: 'Başvurun için teşekkürler',
      body: (brand) => [
        `${brand} öğrenci elçisi olmak için başvurduğun için teşekkürler.`,
        `${brand} ekibi profilini yakında inceleyecek. Karar verir vermez sana e-posta göndereceğiz.`,
      ],
      action: 'Başvurunu gör',
    },
    approved: {
      subject: (brand) => `Artık ${brand} elçisisin`,
      heading: 'Profilin yayında',
      body: (brand) => [
        `Güzel haber: ${brand} elçi profilini onayladı.`,
        'Aday öğrenciler artık seni bulup sohbet başlatabilir. Onlara yanıt vermek için giriş yap.',
      ],
      action: (brand) => `${brand} sayfasını aç`,
    },
    rejected: {
      subject: 'Elçi başvurun hakkında',
      heading: 'Başvurunda değişiklik gerekiyor',
      intro: (brand) =>
        `${brand} öğrenci elçisi olmak için başvurduğun için teşekkürler. Ekip profilini henüz onaylayamadı. Şöyle dediler:`,
      outro: 'Profilini değiştirip tekrar gönderebilirsin.',
      action: 'Başvurunu güncelle',
    },
    toReview: {
      subject: (applicant) => `Yeni elçi başvurusu: ${applicant}`,
      heading: 'Bir başvuru sizi bekliyor',
      body: (applicant, email, brand) => [
        `${applicant} (${email}), ${brand} öğrenci elçisi olmak için başvurdu.`,
        "Üniversitenizin bir yöneticisi onaylayana kadar bu profil widget'ta görünmez. Profil reddedilirse başvuru sahibi belirtilen gerekçeyi görür.",
      ],
    },
  },
  offlineNotice: {
    subject: (sender) => `${sender} size bir mesaj gönderdi`,
    heading: (sender) => `${sender} kişisinden yeni mesaj`,
    body: (sender, count, brand) => [
      count === 1
        ? `${sender}, ${brand} üzerindeki sohbetinizde size yazdı.`
        : `${sender}, ${brand} üzerindeki sohbetinizde size ${count} mesaj yazdı.`,
      'Okumak ve yanıtlamak için sohbeti açın.',
    ],
    action: 'Sohbeti aç',
    why: (brand) =>
      `Bu e-postayı, ${brand} üzerinde bir sohbetiniz olduğu ve çevrim dışı olduğunuz için aldınız.`,
    unsubscribe: 'Bu e-postaları durdur',
    push: (count) => (count === 1 ? 'Yeni bir mesajınız var.' : `${count} yeni mesajınız var.`),
    text: (sender, brand, url) => `${sender}, ${brand} üzerinden size mesaj gönderdi: ${url}`,
  },
};
