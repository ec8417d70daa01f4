import type { ProfileTypeKey } from '../roles';
import type { CompleteLocale } from '../rules/locale';

/**
 * The short reference lists a prospect answers or an ambassador is filed under, in each
 * language Quad is written in other than English (English names are the lists' own). Written as
 * neutral labels, so they read both as a choice ("Where are you in applying?") and as a fact
 * about someone ("Where they are in applying").
 */
type JourneyNames = {
  /** By academic level id (`academic-levels.ts`). */
  academicLevels: Readonly<Record<number, string>>;
  /** By admission stage id (`admission-stages.ts`). */
  admissionStages: Readonly<Record<number, string>>;
  /** By profile type key (`profile-types.ts`); the web's `content` texts say the same. */
  profileTypes: Readonly<Record<ProfileTypeKey, string>>;
};

const JOURNEY_NAMES: Readonly<Record<Exclude<CompleteLocale, 'en'>, JourneyNames>> = {
  es: {
    academicLevels: {
      1: 'Grado',
      2: 'Máster',
      3: 'Doctorado e investigación',
      4: 'Curso preparatorio',
      5: 'Intercambio',
    },
    admissionStages: {
      1: 'Buscando información',
      2: 'Visitando el campus',
      3: 'Solicitud enviada',
      4: 'Oferta recibida',
      5: 'Oferta aceptada',
      6: 'Matrícula hecha',
    },
    profileTypes: {
      staff: 'Personal',
      alumni: 'Antiguo alumno',
      student: 'Estudiante',
      school_student: 'Estudiante de secundaria',
    },
  },
  fr: {
    academicLevels: {
      1: 'Licence',
      2: 'Master',
      3: 'Doctorat et recherche',
      4: 'Année préparatoire',
      5: 'Échange',
    },
    admissionStages: {
      1: 'Recherche d’informations',
      2: 'Visite du campus',
      3: 'Candidature envoyée',
      4: 'Offre reçue',
      5: 'Offre acceptée',
      6: 'Inscription faite',
    },
    profileTypes: {
      staff: 'Personnel',
      alumni: 'Diplômé',
      student: 'Étudiant',
      school_student: 'Lycéen',
    },
  },
  de: {
    academicLevels: {
      1: 'Bachelor',
      2: 'Master',
      3: 'Promotion und Forschung',
      4: 'Vorbereitungsjahr',
      5: 'Austausch',
    },
    admissionStages: {
      1: 'Informiert sich',
      2: 'Besucht den Campus',
      3: 'Bewerbung abgeschickt',
      4: 'Zusage erhalten',
      5: 'Zusage angenommen',
      6: 'Eingeschrieben',
    },
    profileTypes: {
      staff: 'Mitarbeiter:in',
      alumni: 'Alumni',
      student: 'Studierende:r',
      school_student: 'Schüler:in',
    },
  },
  it: {
    academicLevels: {
      1: 'Laurea triennale',
      2: 'Laurea magistrale e master',
      3: 'Dottorato e ricerca',
      4: 'Anno propedeutico',
      5: 'Scambio',
    },
    admissionStages: {
      1: 'Raccolta di informazioni',
      2: 'Visita al campus',
      3: 'Candidatura inviata',
      4: 'Offerta ricevuta',
      5: 'Offerta accettata',
      6: 'Iscrizione completata',
    },
    profileTypes: {
      staff: 'Staff',
      alumni: 'Laureato',
      student: 'Studente',
      school_student: 'Studente delle superiori',
    },
  },
  pt: {
    academicLevels: {
      1: 'Graduação',
      2: 'Mestrado',
      3: 'Doutorado e pesquisa',
      4: 'Curso preparatório',
      5: 'Intercâmbio',
    },
    admissionStages: {
      1: 'Pesquisando opções',
      2: 'Visitando o campus',
      3: 'Candidatura enviada',
      4: 'Oferta recebida',
      5: 'Oferta aceita',
      6: 'Matrícula feita',
    },
    profileTypes: {
      staff: 'Equipe',
      alumni: 'Ex-aluno',
      student: 'Estudante',
      school_student: 'Estudante do ensino médio',
    },
  },
  ar: {
    academicLevels: {
      1: 'البكالوريوس',
      2: 'الماجستير',
      3: 'الدراسات العليا البحثية',
      4: 'السنة التأسيسية',
      5: 'التبادل الطلابي',
    },
    admissionStages: {
      1: 'جمع المعلومات',
      2: 'زيارة الحرم الجامعي',
      3: 'تم تقديم الطلب',
      4: 'تم استلام عرض قبول',
      5: 'تم قبول العرض',
      6: 'تم التسجيل',
    },
    profileTypes: {
      staff: 'موظف',
      alumni: 'خرّيج',
      student: 'طالب',
      school_student: 'طالب مدرسة',
    },
  },
  'zh-Hans': {
    academicLevels: {
      1: '本科',
      2: '授课型研究生',
      3: '研究型研究生',
      4: '预科',
      5: '交换生',
    },
    admissionStages: {
      1: '了解信息',
      2: '参观校园',
      3: '已提交申请',
      4: '已获录取通知',
      5: '已接受录取',
      6: '已入学',
    },
    profileTypes: {
      staff: '工作人员',
      alumni: '校友',
      student: '在校生',
      school_student: '中学生',
    },
  },
  hi: {
    academicLevels: {
      1: 'स्नातक',
      2: 'स्नातकोत्तर (कोर्सवर्क)',
      3: 'स्नातकोत्तर (शोध)',
      4: 'फ़ाउंडेशन कोर्स',
      5: 'एक्सचेंज',
    },
    admissionStages: {
      1: 'जानकारी जुटाना',
      2: 'कैंपस देखना',
      3: 'आवेदन कर दिया',
      4: 'ऑफ़र मिल गया',
      5: 'ऑफ़र स्वीकार किया',
      6: 'दाख़िला हो गया',
    },
    profileTypes: {
      staff: 'स्टाफ़',
      alumni: 'पूर्व छात्र',
      student: 'छात्र',
      school_student: 'स्कूली छात्र',
    },
  },
  tr: {
    academicLevels: {
      1: 'Lisans',
      2: 'Tezsiz yüksek lisans',
      3: 'Tezli yüksek lisans ve doktora',
      4: 'Hazırlık',
      5: 'Değişim programı',
    },
    admissionStages: {
      1: 'Araştırıyor',
      2: 'Kampüsü geziyor',
      3: 'Başvuru yapıldı',
      4: 'Kabul alındı',
      5: 'Kabul onaylandı',
      6: 'Kayıt yapıldı',
    },
    profileTypes: {
      staff: 'Personel',
      alumni: 'Mezun',
      student: 'Öğrenci',
      school_student: 'Lise öğrencisi',
    },
  },
  ru: {
    academicLevels: {
      1: 'Бакалавриат',
      2: 'Магистратура',
      3: 'Аспирантура и исследования',
      4: 'Подготовительный курс',
      5: 'Программа обмена',
    },
    admissionStages: {
      1: 'Изучает варианты',
      2: 'Посещает кампус',
      3: 'Заявка подана',
      4: 'Предложение получено',
      5: 'Предложение принято',
      6: 'Зачислен(а)',
    },
    profileTypes: {
      staff: 'Сотрудник',
      alumni: 'Выпускник',
      student: 'Студент',
      school_student: 'Школьник',
    },
  },
  ja: {
    academicLevels: {
      1: '学部',
      2: '大学院（コースワーク）',
      3: '大学院（研究）',
      4: 'ファウンデーション',
      5: '交換留学',
    },
    admissionStages: {
      1: '情報収集中',
      2: 'キャンパス見学',
      3: '出願済み',
      4: '合格通知あり',
      5: '入学を承諾',
      6: '入学済み',
    },
    profileTypes: {
      staff: 'スタッフ',
      alumni: '卒業生',
      student: '在学生',
      school_student: '高校生',
    },
  },
};

/** An academic level as a language names it (its English name in English or when unknown). */
export function academicLevelName(
  level: { id: number; name: string },
  locale: CompleteLocale,
): string {
  if (locale === 'en') return level.name;
  return JOURNEY_NAMES[locale].academicLevels[level.id] ?? level.name;
}

/** An admission stage as a language names it. */
export function admissionStageName(
  stage: { id: number; name: string },
  locale: CompleteLocale,
): string {
  if (locale === 'en') return stage.name;
  return JOURNEY_NAMES[locale].admissionStages[stage.id] ?? stage.name;
}

/** A kind of ambassador profile as a language names it. */
export function profileTypeName(
  type: { key: ProfileTypeKey; name: string },
  locale: CompleteLocale,
): string {
  if (locale === 'en') return type.name;
  return JOURNEY_NAMES[locale].profileTypes[type.key];
}
