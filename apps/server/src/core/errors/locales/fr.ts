import type { ErrorCatalogue } from '../catalogue';

/** French error texts. */
export const fr: ErrorCatalogue = {
  lang: 'fr',
  errors: {
    VALIDATION_ERROR: 'Certaines informations saisies sont à revoir.',
    BAD_REQUEST: 'Quelque chose ne va pas dans cette demande. Vérifiez-la et réessayez.',
    TOO_MANY_SEARCH_TERMS: 'Vous pouvez utiliser jusqu’à 10 termes de recherche à la fois.',
    INVALID_CODE: 'Ce code n’est pas valide ou a expiré.',
    INVALID_ACCESS_CODE: 'Ce code d’accès n’est pas valide.',
    UNAUTHORIZED: 'Connectez-vous pour continuer.',
    TOKEN_EXPIRED: 'Votre session a expiré.',
    INVALID_TOKEN: 'Veuillez vous reconnecter.',
    REFRESH_TOKEN_REUSED:
      'Cette connexion a été utilisée ailleurs : pour votre sécurité, nous vous avons déconnecté partout. Veuillez vous reconnecter.',
    INVALID_CREDENTIALS: 'L’adresse e-mail ou le mot de passe est incorrect.',
    FORBIDDEN: 'Vous n’avez pas l’autorisation de faire cela.',
    ACCOUNT_DISABLED: 'Votre compte a été désactivé. Veuillez contacter l’université.',
    SSO_REQUIRED:
      'Votre université vous demande de vous connecter avec son authentification unique (SSO).',
    NOT_A_MEMBER: 'Vous ne faites pas partie de cette conversation.',
    SUBJECTS_REQUIRED: 'Choisissez au moins une matière pour rejoindre la communauté.',
    CHAT_NOT_ALLOWED: 'Vous ne pouvez pas discuter pour le moment.',
    TIME_IS_UP: 'Vous avez utilisé tout votre temps de discussion pour cette période.',
    PROSPECT_BLOCKED: 'Vous ne pouvez pas écrire dans cette conversation pour le moment.',
    NOT_FOUND: 'Nous n’avons pas trouvé ce que vous cherchez.',
    SSO_PROVIDER_NOT_FOUND: 'Aucun fournisseur SSO trouvé pour votre université',
    CONFLICT: 'Cela existe déjà.',
    EMAIL_TAKEN: 'Vous avez déjà un compte. Veuillez vous connecter.',
    DIALOG_CLOSED: 'Cette conversation est fermée.',
    DIALOG_ARCHIVED: 'Cette conversation est archivée.',
    PAYLOAD_TOO_LARGE: 'C’est trop volumineux pour être envoyé.',
    UNSUPPORTED_MEDIA_TYPE: 'Ce type de fichier n’est pas pris en charge.',
    RATE_LIMITED: 'Trop de demandes. Patientez un instant, puis réessayez.',
    INTERNAL_ERROR: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    MAINTENANCE: 'Quad est en maintenance. Réessayez dans quelques minutes.',
    IDENTITY_PROVIDER_UNAVAILABLE:
      'Le service de connexion de votre université est injoignable pour le moment. Réessayez dans quelques minutes.',
  },
  details: {
    required: 'Ce champ est obligatoire.',
    invalid: 'Vérifiez ce champ.',
    email: 'Saisissez une adresse e-mail comme nom@example.com.',
    url: 'Saisissez une adresse web complète commençant par https://.',
    tooShort: 'Utilisez au moins {{minimum}} caractères.',
    tooLong: 'Utilisez au maximum {{maximum}} caractères.',
    tooFew: 'Choisissez-en au moins {{minimum}}.',
    tooMany: 'Choisissez-en au maximum {{maximum}}.',
    tooSmall: 'Saisissez {{minimum}} ou plus.',
    tooBig: 'Saisissez {{maximum}} ou moins.',
    unrecognizedKeys: 'Ces champs n’ont pas leur place ici : {{keys}}.',
    invalidValue: 'Choisissez l’une des options.',
    passwordsDiffer: 'Les mots de passe ne correspondent pas.',
    tooManySearchTerms: 'Vous pouvez utiliser jusqu’à 10 termes de recherche à la fois.',
    invalidIdOrSlug: 'Cette adresse ne mène à rien que nous connaissions.',
    yearOfStudyRequired: 'Choisissez votre année d’études.',
    graduationYearRequired: 'Saisissez votre année de diplôme.',
    jobTitleRequired: 'Dites aux futurs étudiants ce que vous faites à l’université.',
    phoneRequired: 'Un numéro de téléphone est nécessaire pour les notifications par SMS.',
    scopeRequired: 'Indiquez l’université ou le groupe d’universités concerné.',
    nulCharacter: 'Ce texte contient un caractère qui ne peut pas être enregistré.',
    nothingToChange: 'Modifiez au moins un élément avant d’enregistrer.',
    dateRangeReversed: 'La date de début ne peut pas être postérieure à la date de fin.',
    duplicateItems: 'Chaque élément ne peut figurer qu’une fois.',
    birthDateInvalid: 'Saisissez votre vraie date de naissance.',
    parentalConsentRequired:
      'Les personnes de moins de {{minimumAge}} ans ont besoin de l’accord d’un parent ou d’un tuteur pour s’inscrire. Confirmez que vous l’avez.',
    passwordRequired: 'Choisissez un mot de passe.',
    passwordTooShort: 'Utilisez au moins {{minimum}} caractères.',
    passwordTooLong: 'Utilisez au maximum {{maximum}} caractères.',
    passwordIsEmail: 'Votre mot de passe ne doit pas être votre adresse e-mail.',
    passwordTooEasy: 'Ce mot de passe est trop facile à deviner.',
    passwordTooCommon:
      'Ce mot de passe est trop courant et figure dans des fuites de données connues. Choisissez-en un autre.',
    notInList: 'Choisissez un élément de la liste.',
    dateRangeTooLong: 'Choisissez une période de {{maximum}} jours maximum.',
    endBeforeStart: 'La fin doit être après le début.',
    personRequired: 'Choisissez la personne concernée par cette action.',
    webhookUrlInvalid:
      'Saisissez une adresse complète commençant par http:// ou https://, sans nom d’utilisateur.',
    gtmContainerInvalid:
      'Saisissez un identifiant de conteneur Google Tag Manager, par exemple GTM-AB12CD.',
    notAFixedFilter: 'Ce n’est pas l’un des filtres prédéfinis.',
    filterOptionsRequired: 'Un filtre personnalisé doit avoir au moins une option.',
    tooManyFields: 'Envoyez {{maximum}} champs au maximum.',
    conflictingCursors: 'Demandez une seule partie de la conversation à la fois.',
    mandatoryNeedsGroup: 'Indiquez à quel groupe appartiennent les questions obligatoires.',
  },
  notFound: {
    page: 'Nous n’avons pas trouvé cette page.',
    university: 'Nous n’avons pas trouvé cette université.',
    university_group: 'Nous n’avons pas trouvé ce groupe d’universités.',
    university_in_group: 'Nous n’avons pas trouvé cette université dans ce groupe.',
    group_of_your_university: 'Nous n’avons pas trouvé ce groupe de votre université.',
    account: 'Nous n’avons pas trouvé ce compte.',
    your_account: 'Nous n’avons pas trouvé votre compte.',
    person: 'Nous n’avons pas trouvé cette personne.',
    member: 'Nous n’avons pas trouvé ce membre.',
    ambassador: 'Nous n’avons pas trouvé cet ambassadeur.',
    prospect: 'Nous n’avons pas trouvé ce futur étudiant.',
    conversation_prospect: 'Nous n’avons pas trouvé le futur étudiant de cette conversation.',
    conversation: 'Nous n’avons pas trouvé cette conversation.',
    conversation_with_person: 'Nous n’avons pas trouvé votre conversation avec cette personne.',
    group_chat: 'Nous n’avons pas trouvé ce chat de groupe.',
    message: 'Nous n’avons pas trouvé ce message.',
    post: 'Nous n’avons pas trouvé cette publication.',
    faq: 'Nous n’avons pas trouvé cette question fréquente.',
    answer: 'Nous n’avons pas trouvé cette réponse.',
    filter: 'Nous n’avons pas trouvé ce filtre.',
    file: 'Nous n’avons pas trouvé ce fichier.',
    live_event: 'Nous n’avons pas trouvé cet événement en direct.',
    live_stream: 'Nous n’avons pas trouvé ce direct.',
    question: 'Nous n’avons pas trouvé cette question.',
    speaker: 'Nous n’avons pas trouvé cet intervenant.',
    your_stream: 'Nous n’avons pas trouvé votre flux.',
    media_subscription: 'Nous n’avons pas trouvé cet abonnement.',
    push_subscription: 'Nous n’avons pas trouvé cet abonnement aux notifications push.',
    webhook: 'Nous n’avons pas trouvé ce récepteur de webhooks.',
    moderation_item: 'Nous n’avons pas trouvé cet élément en attente dans la file de modération.',
    mail: 'Nous n’avons pas trouvé cet e-mail.',
    your_application: 'Nous n’avons pas trouvé votre candidature.',
    application: 'Nous n’avons pas trouvé cette candidature.',
    access_code: 'Nous n’avons pas trouvé ce code d’accès.',
    space: 'Nous n’avons pas trouvé cet espace.',
    space_of_university: 'Nous n’avons pas trouvé cet espace dans cette université.',
    community_space: 'Nous n’avons pas trouvé l’espace communautaire de cette université.',
  },
  refusals: {
    cannot_see_conversation: 'Vous ne pouvez pas voir cette conversation.',
    join_to_read: 'Rejoignez cette conversation pour lire ses messages.',
    cannot_join_conversation: 'Vous ne pouvez pas rejoindre cette conversation.',
    join_to_write: 'Rejoignez cette conversation avant d’y écrire.',
    staff_only_close: 'Seuls ses ambassadeurs et administrateurs peuvent clore cette conversation.',
    staff_only_invite:
      'Seuls ses ambassadeurs et administrateurs peuvent inviter des personnes ici.',
    staff_only_moderate:
      'Seuls ses ambassadeurs et administrateurs peuvent modérer cette conversation.',
    admins_only: 'Seuls les administrateurs de l’université peuvent faire cela.',
    staff_only_archive:
      'Seuls ses ambassadeurs et administrateurs peuvent archiver cette conversation.',
    prospect_only_report: 'Seul un futur étudiant de cette conversation peut la signaler.',
    members_only_feedback: 'Seuls les membres de cette conversation peuvent donner leur avis.',
    staff_only_rate_prospect:
      'Seuls ses ambassadeurs et administrateurs peuvent évaluer un futur étudiant.',
    staff_only_prospect_info:
      'Seuls ses ambassadeurs et administrateurs peuvent voir le futur étudiant.',
    event_staff_only:
      'Seuls les intervenants, ambassadeurs et administrateurs de cet événement peuvent faire cela.',
    event_status_staff_only:
      'Seuls les intervenants de l’événement et les administrateurs de son université peuvent changer son statut.',
    admins_only_archive_event:
      'Seuls les administrateurs de l’université peuvent archiver un événement en direct.',
    event_chat_staff_only:
      'Seuls les intervenants, ambassadeurs et administrateurs de cet événement peuvent ouvrir ou fermer son chat.',
    prospect_only_ask:
      'Seul un futur étudiant présent dans le chat en direct peut poser une question.',
    join_to_vote: 'Rejoignez le chat en direct pour voter pour des questions.',
    join_to_see_questions: 'Rejoignez le chat en direct pour voir ses questions.',
    event_answer_staff_only:
      'Seuls les intervenants, ambassadeurs et administrateurs de cet événement peuvent répondre aux questions.',
    admins_only_draft_faqs:
      'Seuls les administrateurs de l’université peuvent transformer des questions en FAQ.',
    stage_staff_only:
      'Seuls les intervenants, ambassadeurs et administrateurs de cet événement peuvent monter sur scène.',
    stream_not_live: 'Ce flux n’est pas en direct pour le moment.',
    backstage_staff_only:
      'Seuls les intervenants, ambassadeurs et administrateurs de cet événement peuvent rejoindre les coulisses.',
    not_on_stage: 'Vous n’êtes pas sur scène.',
    only_open_rooms:
      'Vous ne pouvez rejoindre que les salons publics dont vous ne faites pas encore partie.',
    join_room_to_write: 'Rejoignez ce salon avant d’y écrire.',
    only_own_rooms_left: 'Vous ne pouvez quitter que les salons dont vous faites partie.',
    cannot_report_here: 'Vous ne pouvez pas signaler les messages de cette conversation.',
    only_rooms_joinable: 'Seuls les salons publics peuvent être rejoints.',
    staff_only_contact_prospect:
      'Seuls les ambassadeurs et administrateurs de l’université peuvent lancer une conversation avec un futur étudiant.',
    prospect_cannot_speak:
      'Un compte de futur étudiant ne peut pas intervenir lors d’un événement en direct. Déconnectez-vous, puis rejoignez l’événement avec votre code d’intervenant.',
    admins_not_erased: 'Les comptes administrateurs ne sont pas supprimés depuis la console.',
    admin_closed_conversation:
      'Un administrateur a clos cette conversation ; seul un administrateur peut la rouvrir.',
    speaker_code_needed:
      'Saisissez le code d’intervenant qu’on vous a donné pour rejoindre cet événement en direct.',
    speaker_code_wrong: 'Ce code d’intervenant n’est pas valable pour cet événement en direct.',
    admin_only_sign_in_settings:
      'Seul l’administrateur d’une université peut configurer sa connexion.',
    ambassador_cannot_chat: 'Cet ambassadeur ne peut pas discuter pour le moment.',
    person_cannot_chat: 'Cette personne ne peut pas discuter pour le moment.',
    conversation_disabled: 'Cette conversation est désactivée.',
    account_cannot_chat: 'Votre compte ne peut pas discuter pour le moment.',
    no_longer_write: 'Vous ne pouvez plus envoyer de messages dans cette conversation.',
    cannot_write_now: 'Vous ne pouvez pas écrire dans cette conversation pour le moment.',
    own_messages_only_questions: 'Vous ne pouvez transformer en question que vos propres messages.',
    own_watching_only: 'Vous ne pouvez signaler que votre propre visionnage.',
    no_university: 'Vous ne gérez aucune université.',
    removed_from_conversation: 'Vous avez été retiré de la conversation',
    account_without_university: 'Votre compte n’est rattaché à aucune université.',
    cannot_like: 'Votre compte ne peut pas aimer de contenus.',
    account_type_cannot: 'Votre type de compte ne permet pas de faire cela.',
  },
  problems: {
    sessionInvalid: 'Votre session n’est pas valide. Veuillez vous reconnecter.',
    sessionNoLongerValid: 'Votre session n’est plus valide. Veuillez vous reconnecter.',
    sessionExpired: 'Votre session a expiré.',
    sessionExpiredSignIn: 'Votre session a expiré. Veuillez vous reconnecter.',
    signInAgain: 'Veuillez vous reconnecter.',
    signedOut: 'Vous avez été déconnecté. Veuillez vous reconnecter.',
    bearerHeader: 'L’en-tête Authorization doit être de la forme « Bearer <token> ».',
    sessionWrongArea: 'Cette session ne peut pas être utilisée ici. Veuillez vous reconnecter.',
    accountGone: 'Ce compte n’existe plus. Veuillez vous reconnecter.',
    sessionOtherBrowser:
      'Cette connexion appartient à un autre navigateur : pour votre sécurité, nous l’avons fermée. Veuillez vous reconnecter.',
    sessionReused:
      'Cette connexion a été utilisée ailleurs : pour votre sécurité, nous vous avons déconnecté partout. Veuillez vous reconnecter.',
    badCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
    tooManySignInFailures:
      'Trop de tentatives de connexion ont échoué pour ce compte. Réessayez dans {{minutes}} min ou réinitialisez votre mot de passe.',
    signInLinkInvalid:
      'Ce lien de connexion n’est pas valide ou a expiré. Connectez-vous avec votre mot de passe.',
    signInExpired: 'Cette connexion a expiré. Veuillez réessayer.',
    signUpExpired: 'Cette inscription a expiré. Veuillez vous reconnecter via votre fournisseur.',
    universitySignInFailed:
      'Votre université n’a pas pu vous connecter depuis son site. Connectez-vous plutôt ici.',
    tiktokNotConfirmed: 'TikTok n’a pas confirmé cette connexion. Veuillez réessayer.',
    googleNoEmail:
      'Votre compte Google n’a pas partagé d’adresse e-mail. Inscrivez-vous avec votre adresse e-mail.',
    signInToGoOnStage: 'Connectez-vous pour monter sur scène.',
    communityPassInvalid:
      'Ce laissez-passer pour la communauté n’est pas valide. Rouvrez la communauté depuis le widget.',
    communityPassExpired:
      'Ce laissez-passer pour la communauté a expiré. Rouvrez la communauté depuis le widget.',
    communityPassUsed:
      'Ce laissez-passer pour la communauté a déjà été utilisé. Rouvrez la communauté depuis le widget.',
    emailTaken: 'Un compte existe déjà avec cet e-mail. Veuillez vous connecter.',
    alreadyHaveAccount: 'Vous avez déjà un compte. Veuillez vous connecter.',
    speakerEmailTaken:
      'Un compte existe déjà avec cet e-mail. Connectez-vous d’abord, puis rejoignez l’événement avec votre code d’intervenant.',
    accountNoLongerExists: 'Votre compte n’existe plus.',
    sameEmail: 'C’est déjà votre adresse e-mail.',
    codeInvalid: 'Ce code n’est pas valide ou a expiré. Demandez-en un nouveau.',
    resetLinkInvalid: 'Ce lien de réinitialisation n’est pas valide ou a expiré.',
    tooManyCodes:
      'Nous vous avons déjà envoyé plusieurs codes. Attendez {{minutes}} min avant d’en demander un autre.',
    tooManyResets:
      'Trop de demandes de réinitialisation pour cette adresse. Réessayez dans {{minutes}} min.',
    textMessagesUnavailable:
      'Les SMS ne sont pas encore disponibles ici. Choisissez les notifications par e-mail.',
    textMessageFailed: 'Nous n’avons pas pu envoyer de SMS à ce numéro. Vérifiez-le et réessayez.',
    tooManyRequests: 'Trop de demandes. Réessayez dans {{seconds}} s.',
    uploadEmpty: 'Le fichier envoyé est vide.',
    uploadUnreadable: 'Impossible de lire le fichier envoyé. Veuillez réessayer.',
    imageEmpty: 'L’image est vide.',
    imageUnreadable: 'Impossible de lire cette image. Essayez-en une autre.',
    imageTooLarge: 'L’image dépasse {{max}} Mo.',
    imageType: 'Envoyez une image PNG, JPEG, GIF ou WebP.',
    imageFieldFile: 'Joignez l’image dans le champ « file ».',
    imageFieldAvatar: 'Joignez l’image dans le champ « avatar ».',
    imageMultipart:
      'Envoyez l’image en multipart/form-data. Elle doit être au format PNG, JPEG, GIF ou WebP.',
    imageUploadAgain: 'Envoyez de nouveau l’image : nous ne l’avons pas trouvée.',
    recordingType: 'Envoyez l’enregistrement sous forme de vidéo MP4 ou WebM.',
    recordingField: 'Joignez l’enregistrement dans le champ « file ».',
    recordingTooLarge: 'L’enregistrement dépasse {{max}} Mo.',
    profileMultipart: 'Envoyez le profil en multipart/form-data.',
    recordingMultipart:
      'Envoyez l’enregistrement en multipart/form-data, sous forme de vidéo MP4 ou WebM.',
    chatWithYourself: 'Vous ne pouvez pas lancer une conversation avec vous-même.',
    conversationClosed: 'Cette conversation est fermée.',
    conversationArchived: 'Cette conversation est archivée.',
    replyElsewhere: 'Le message auquel vous répondez ne fait pas partie de cette conversation.',
    reportOwnMessage: 'Vous ne pouvez pas signaler votre propre message.',
    pinPeopleMessages: 'Seuls les messages écrits par des personnes peuvent être épinglés.',
    noInvitesHere: 'On ne peut pas inviter de personnes dans ce type de chat.',
    leaveWithExit: 'Pour quitter vous-même une conversation, utilisez exit.',
    personNotInChat: 'Cette personne ne fait pas partie de ce chat.',
    noSingleMessageToHide: 'Une conversation signalée n’a pas de message précis à masquer.',
    messageGone: 'Ce message n’existe plus.',
    disableYourself: 'Vous ne pouvez pas désactiver votre propre compte.',
    onlyAmbassadorProfile: 'Seuls les ambassadeurs ont un profil à publier.',
    faqOrder:
      'Envoyez toutes les FAQ de votre université, chacune une seule fois, dans le nouvel ordre.',
    emailMismatch: 'L’adresse e-mail ne correspond pas à cette personne.',
    authorOfUniversity:
      'L’auteur doit être un ambassadeur ou un administrateur de votre université.',
    speakerOfUniversity:
      'Choisissez un ambassadeur ou un administrateur actif de votre université.',
    webhookLimit:
      'Une université peut avoir jusqu’à {{max}} récepteurs de webhooks ; supprimez-en d’abord un.',
    listScope: 'Indiquez groupId, universityId ou universityIds : l’un des trois est obligatoire.',
    recordingNeedsEnd: 'Seul un événement terminé ou en replay peut recevoir un enregistrement.',
    recordingInUse:
      'Cet événement est en replay : des personnes regardent cet enregistrement. Changez le statut de l’événement avant de le supprimer, ou mettez-en un nouveau en ligne pour le remplacer.',
    faqsAfterEvent: 'Les questions peuvent devenir des FAQ une fois l’événement en direct terminé.',
    speakersAfterEnd:
      'Cet événement en direct est terminé : les intervenants ne peuvent plus le rejoindre.',
    stageFull: 'Cet événement en direct a atteint le nombre maximum de personnes sur scène.',
    stageLimit: 'Cet événement en direct a déjà {{max}} personnes sur scène, soit le maximum.',
    chatCannotReopen:
      'Le chat d’un événement en direct annulé ou archivé ne peut pas être rouvert.',
    nothingToWatch:
      'Il n’y a rien à regarder : cet événement n’est pas en direct et n’a pas d’enregistrement.',
    statusAlready: 'Cet événement en direct a déjà ce statut.',
    statusNotNext: 'Un événement en direct ne peut pas passer de son statut actuel à celui-ci.',
    onDemandNeedsRecording:
      'Cet événement en direct n’a pas encore d’enregistrement : il ne peut donc pas être proposé en replay.',
    applicationIncomplete: 'Ajoutez votre profil et votre photo avant d’envoyer votre candidature.',
    applicationNotSent: 'Cette candidature n’a pas encore été envoyée.',
    applicationDecided: 'Une décision a déjà été prise pour cette candidature.',
    accessCodeTaken: 'Ce code est déjà pris. Choisissez-en un autre.',
    accessCodeUnknown:
      'Nous ne reconnaissons pas ce code d’accès. Vérifiez-le auprès de la personne de votre université qui vous l’a envoyé.',
    accessCodeExpired: 'Ce code d’accès a expiré. Demandez-en un nouveau à votre université.',
    accessCodeUsedUp:
      'Ce code d’accès a été utilisé autant de fois que possible. Demandez-en un nouveau à votre université.',
    accessCodeRevoked:
      'Ce code d’accès n’est plus valide. Demandez-en un nouveau à votre université.',
    pushHttps: 'L’adresse d’un service push doit commencer par https://.',
    timeZone: 'timeZone doit être un fuseau horaire IANA, comme Europe/London.',
    unsubscribeInvalid: 'Ce lien de désabonnement n’est pas valide.',
  },
};
