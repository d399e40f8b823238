import { venueTexts } from '../../../resources/venue/texts';
import { provisionEn } from './provisionEn';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { MESSAGES_EN } from '../../core/validationMessages';
import { foodcardEn } from './foodcardEn';
import { resourcesEn } from './resourcesEn';
import { a11yEn } from './a11yEn';
import { foodcardIoEn } from './foodcardIoEn';
import { recordIoEn } from './customerEn';
import { screensEn } from './screensEn';
import { recoveryEn } from './recoveryEn';
import { serverRulesEn } from './serverRulesEn';
import { deliveryAreasTexts } from '../../../resources/venue/deliveryAreasTexts';
import { delfiTexts } from '../../../resources/venue/delfiTexts';
import { ordersEn } from './ordersEn';
import { loyaltyEn } from './loyaltyEn';
import { receiptUiEn } from './receiptEn';
import { sepaEn } from './sepaEn';
import { paymentsEn } from './paymentsEn';
import { formTabsEn } from './formTabsEn';
import { promoEn } from './promoEn';
import { activityLogEn } from './activityLogEn';
import { billingEn } from './billingEn';
import { syncUiTexts } from '../../../resources/syncJob/texts';
import { salesEn } from './salesEn';
import { couponUiEn } from './promotionsEn';

/** `validation.x` keys of src/core/validators.ts (one source for server and admin), plus admin-only checks. */
const validationEn: Record<string, string> = {
  ...Object.fromEntries(Object.entries(MESSAGES_EN).map(([key, text]) => [key.replace(/^validation\./, ''), text])),
  // admin-only input checks (whole numbers, the JSON editor)
  integer: 'Enter a whole number',
  json: 'Enter valid JSON, e.g. {"key": "value"}',
  // the server's uniqueness check of a field (company code)
  taken: 'This value is already taken',
};

/**
 * Our own keys; de.ts and fr.ts are typed against this shape, so a key missing there is a
 * compile error (the `ra` tree and the validation list are checked by i18n.test.ts).
 */
export const enOwn = {
  app: {
    // a search's total above 1,000 matches is an estimate (the list answer's totalIsEstimate)
    aboutRange: '%{from}–%{to} of about %{total}',
    name: 'Back Office',
    version: 'Version %{version}',
    // a reference whose record was deleted (or is out of the reader's sight): said, not left blank
    recordGone: 'Record no longer exists',
    saved: {
      created: '%{entity} "%{title}" created',
      updated: '%{entity} "%{title}" saved',
      deleted: '%{entity} "%{title}" deleted',
    },
    tabs: formTabsEn,
    home: 'Home',
    // children of a key that is itself a text: flat dotted keys (polyglot joins them the same way)
    'home.welcome': 'Welcome, %{name}',
    'home.hint': 'Choose a section in the menu to get started.',
    privacy: 'Privacy',
    imprint: 'Imprint',
    security: 'Security',
    logout: 'Logout',
    logoutSuccess: 'You have been logged out.',
    venueSelector: {
      title: 'Select a venue',
      search: 'Search venue',
      back: 'Back to the venue list',
      empty: 'No venues found.',
      required: 'Please select a venue first.',
    },
    venue: {
      noneSelected: 'No venue selected',
      copyFailed: 'Copying is not allowed in this browser.',
      loadFailed: 'The venues could not be loaded.',
      // a reference to a venue's own records (trade groups, print groups) where there is no venue to read them below
      refAfterSave: 'Available once the venue is saved: a new venue has none yet.',
      refNeedsVenue: 'Select a venue first: these belong to a venue.',
    },
    filter: {
      from: '%{field} from',
      to: '%{field} to',
    },
    upload: {
      done: 'The file was uploaded.',
      open: 'Open the current file',
      choose: 'Choose a file',
      saveFirst: 'Save the record first, then upload the file.',
      pending: '%{name} is uploaded when you save.',
      failed: 'The record was saved, but %{name} could not be uploaded: choose it again here.',
      download: 'Download',
      fillFirst: 'Fill in %{fields} first, then choose the file.',
      errors: {
        FILE_MISSING: 'Choose a file to upload.',
        FILE_TOO_MANY: 'Only one file can be uploaded at a time.',
        FILE_TOO_LARGE: 'The file is larger than 10 MB. Choose a smaller file.',
        FILE_NOT_IMAGE: 'Only image files are allowed.',
        FILE_NOT_PDF: 'Only PDF files are allowed.',
        FILE_NOT_DOCUMENT: 'Only PDF or image files are allowed.',
        FILE_NOT_TEMPLATE: 'Only PDF, HTML or plain text files are allowed as templates.',
      },
    },
    copyId: 'Copy id',
    idCopied: 'Id copied to the clipboard.',
    language: 'Language',
    languages: { de: 'German', en: 'English', fr: 'French' },
    forbidden: {
      title: 'Missing rights',
      message: 'You are not allowed to view this page.',
      back: 'Back to the start page',
    },
    notFound: {
      title: 'Page not found',
      message: "The page you are looking for doesn't exist or has been moved.",
      back: 'Back to the start page',
    },
    selectAtLeastOne: 'At least one item must be selected.',
    formIncomplete: 'Please fill out the form.',
    bulk: {
      confirmTitle: 'Change %{smart_count} record? |||| Change %{smart_count} records?',
      confirmContent: 'Do you want to apply "%{action}" to the selected record? |||| Do you want to apply "%{action}" to the %{smart_count} selected records?',
      changed: '%{smart_count} record changed |||| %{smart_count} records changed',
      activate: 'Activate',
      deactivate: 'Deactivate',
    },
    waiter: {
      title: 'Assign a Lightspeed waiter to %{smart_count} table |||| Assign a Lightspeed waiter to %{smart_count} tables',
      hint: 'Leave the field empty to remove the assignment.',
      submit: 'Assign',
      assigned: 'Waiter %{waiter} assigned to %{smart_count} table |||| Waiter %{waiter} assigned to %{smart_count} tables',
      removed: 'Waiter assignment removed from %{smart_count} table |||| Waiter assignment removed from %{smart_count} tables',
      failed: 'The waiter could not be assigned. Please try again.',
    },
    maintenance: {
      banner: 'Maintenance mode is active. Some functions may be unavailable.',
      enable: 'Enable maintenance mode',
      disable: 'Disable maintenance mode',
      enabled: 'Maintenance mode is on.',
      disabled: 'Maintenance mode is off.',
      explain: 'While maintenance mode is on, every user sees a maintenance notice.',
      confirmEnable: 'Do you want to turn maintenance mode on? All users will see the maintenance notice.',
      confirmDisable: 'Do you want to turn maintenance mode off?',
    },
    panic: {
      banner: '%{venue} is in panic mode until %{end}',
    },
    downloads: {
      title: 'Downloads',
      inProgress: 'Your download is being prepared…',
      ready: 'Your download is ready.',
      failed: 'One of your downloads failed. Please try again later.',
      sentByEmail: 'The export will be sent to your e-mail address.',
      download: 'Download',
      stop: 'Stop',
      stopped: 'Download stopped.',
      empty: 'No downloads yet.',
      handlers: { sales: 'Sales', analytics: 'Analytics report', payment: 'Billing', order: 'Orders', mailedExport: 'Export sent by e-mail', tableQr: 'Table QR codes', foodcardExport: 'Foodcard export', listExport: 'List export', activityLogExport: 'Activity log', customerExport: 'Customer export' },
    },
    printer: {
      online: 'Online',
      offline: 'Offline',
      never: 'No signal yet',
      actions: 'Actions',
      restartTitle: 'Restart printer "%{name}"?',
      restartConfirm: 'The printer restarts when it next reports, within a few minutes.',
      restartRequested: 'Restart of "%{name}" requested.',
      editTitle: 'Edit printers',
      none: 'This venue has no printers yet.',
      saved: 'Printers saved. |||| Printers saved.',
    },
    securityPage: {
      explain: 'With two-factor authentication, signing in also asks for a 6-character code from an authenticator app on your phone.',
      status: 'Two-factor authentication is',
      on: 'On',
      off: 'Off',
      turnOn: 'Turn on two-factor authentication',
      turnOff: 'Turn off two-factor authentication',
      setupTitle: 'Set up two-factor authentication',
      setupHint: 'Scan the QR code with your authenticator app, or enter the key by hand. Then enter the 6-character code the app shows.',
      qrAlt: 'QR code for the authenticator app',
      secret: 'Key',
      activate: 'Activate',
      enabled: 'Two-factor authentication is now on.',
      disabled: 'Two-factor authentication is now off.',
      noEnable: 'You are not allowed to turn on two-factor authentication.',
      noDisable: 'You are not allowed to turn off two-factor authentication.',
    },
    forgotPassword: {
      link: 'Forgot password?',
      title: 'Forgot password',
      hint: 'Enter the e-mail address of your account. We will send you a link to set a new password.',
      submit: 'Send link',
      sent: 'If the address is known, we sent you a link.',
      back: 'Back to sign-in',
    },
    resetPassword: {
      title: 'Set a new password',
      password: 'New password',
      repeat: 'Repeat the new password',
      rule: 'At least 8 characters, one capital letter and one digit or special character.',
      submit: 'Save password',
      mismatch: 'The passwords do not match.',
      tokenInvalid: 'Reset token not found or expired.',
      requestNew: 'Request a new link',
      failed: 'The password could not be reset. Please try again or contact support.',
      success: 'Your password has been changed. You can sign in now.',
    },
    legal: {
      types: { terms: 'Terms and conditions', imprint: 'Imprint', privacy: 'Privacy policy' },
      missing: 'This venue has not published this document.',
      failed: 'The document could not be loaded. Please try again later.',
      noViewer: 'This browser cannot show the document here.',
      open: 'Open the document',
    },
    dashboard: {
      totalRevenue: 'Total revenue',
      netRevenue: 'Net revenue',
      orderCount: 'Orders',
      perVenue: 'Per venue',
      basis: 'Completed and validated orders.',
      shortId: 'Short id',
      revenue: 'Revenue',
      orders: 'Orders',
      empty: 'No completed orders yet.',
    },
    deliveryAreas: deliveryAreasTexts.en,
    delfi: delfiTexts.en,
    venueEdit: {
      simpleCreate: 'Create venue (simple)',
      simpleEdit: 'Edit venue: %{name}',
      saved: 'The venue has been saved.',
      findGps: 'Find GPS position',
      gpsFound: 'GPS position found: %{lat}, %{lng}',
      checkoutIntegration: {
        tab: 'Checkout integration',
        explain: 'Settings of the checkout (POS) integration, stored per integration type.',
        integrationType: 'Integration type',
        load: 'Load',
        payload: 'Properties (JSON object)',
        excludedTenders: 'Excluded tenders (comma-separated)',
        save: 'Save checkout integration',
        saved: 'The checkout integration has been saved.',
        invalidJson: 'Enter a JSON object, e.g. {"serviceUrl": "https://pos.example.com"}',
        typeRequired: 'Enter the integration type first.',
      },
    },
    venueControls: venueTexts.en.controls,
    venueLifecycle: {
      backToList: 'Back to the venue list',
      verify: {
        title: 'Verify venue',
        question: 'Do you want to verify the venue "%{name}"?',
        already: '"%{name}" is already verified.',
        done: '"%{name}" has been verified.',
      },
      publish: {
        title: 'Publish venue',
        question: 'Do you want to publish the venue "%{name}"?',
        already: '"%{name}" is already published.',
        done: '"%{name}" has been published.',
      },
      panic: {
        title: 'Panic mode: %{name}',
        explain: 'In panic mode the venue takes no orders until the end you set; preorders are not possible.',
        activeUntil: '%{name} is in panic mode until %{end}.',
        inactive: '%{name} is not in panic mode.',
        end: 'End of panic mode',
        endNow: 'End panic',
        saved: '%{name} is in panic mode until %{end}.',
        ended: 'Panic mode of %{name} has ended.',
        errors: {
          required: 'Choose the end of panic mode.',
          invalid: 'Enter a valid date and time.',
          past: 'The end must be in the future.',
        },
      },
    },
    routes: {
      export: 'Export',
      disable: 'Disable codes',
      edit: 'Edit',
      verify: 'Verify',
      publish: 'Publish',
      panic: 'Panic mode',
      import: 'Import',
      upload: 'Upload',
    },
    mfa: {
      title: 'Two-factor authentication',
      description: 'Enter the 6-character code from your authenticator app.',
      code: 'Code',
      submit: 'Confirm',
      cancel: 'Cancel',
      invalid: 'The MFA-Code is invalid.',
      stepUp: 'This action needs a current code from your authenticator app.',
      cancelled: 'Cancelled: the action needs a code from your authenticator app.',
    },
    roles: {
      systemReadOnly: 'System roles cannot be changed.',
      copy: 'Copy',
      actions: 'Actions',
      search: 'Search permissions',
      selectedCount: '%{smart_count} permission selected |||| %{smart_count} permissions selected',
      selectAllOf: 'Select all of %{group}',
      noMatch: 'No permission matches the search.',
      otherPermissions: 'Other permissions',
    },
    users: {
      createSimple: 'Create user',
      editSimple: 'Edit user',
      roleHint: 'Only roles whose rights you hold yourself.',
      resetPassword: 'Reset password',
      resetTitle: 'Reset the password of "%{name}"',
      resetDone: 'The password of "%{name}" has been reset.',
      invite: 'Invite by e-mail: the user chooses the password',
      inviteHint: 'A welcome e-mail with a link to choose the password (valid for 7 days) is sent to the address.',
      invited: 'The invitation has been sent to %{email}.',
      requests: {
        title: 'Registration request |||| Registration requests',
        hint: "These people registered through your brand's link. They see nothing of the brand until you approve them with a role; rejecting leaves their account without access.",
        role: 'Role',
        approve: 'Approve',
        reject: 'Reject',
        approved: '%{name} now belongs to your brand.',
        rejected: 'The request of %{name} has been rejected.',
      },
    },
    /** 401s with a reason the user can act on (the spec's general 401 text would mislead) */
    sessionErrors: {
      userDisabled: 'This account is disabled. Ask an administrator to enable it again.',
      sessionRevoked: 'Your session was ended because your password changed or your account was disabled. Please log in again.',
    },
    ruleErrors: {
      categoryNotEmpty: 'This category still holds articles. Move or delete them first.',
      optionGroupNotEmpty: 'This option group still holds option articles. Move or delete them first.',
      promoCodesTaken: "Codes generated at the same time took some of these codes. Generate again.",
    },
    providerErrors: {
      posFailed: 'POS authorization failed. Menu and table sync failed (inform an administrator).',
      geocoderFailed: 'The GPS lookup service is not available right now. Try again later or enter the GPS coordinates manually.',
      translatorFailed: 'The machine translation service is not available right now. Try again later or enter the translations by hand.',
    },
    gpsNotFound: 'GPS position for provided address was not found. Please change the address or enter gps coordinates manually.',
    register: {
      link: 'Create an account',
      title: 'Create an account',
      venueTitle: 'Register your venue',
      hint: 'Register to work in the back office. An administrator or your brand assigns your rights.',
      venueHint: 'Register as a franchisee together with your venue. Our team verifies the venue before it is published.',
      groupHint: 'You are asking to join the brand "%{group}". Its administrators approve your account; until then you see none of its data.',
      personSection: 'About you',
      venueSection: 'Your venue',
      name: 'Your name',
      repeat: 'Repeat the password',
      venueName: 'Company or venue name',
      none: 'None',
      consent: 'I accept the data protection regulations',
      privacyLink: 'privacy policy',
      consentRequired: 'Please accept the data protection regulations.',
      emailTaken: 'This e-mail address is already in use.',
      vatInUse: 'VAT number invalid or in use.',
      submit: 'Register',
      haveAccount: 'Already registered? Sign in',
      venueLink: 'Register a venue instead',
      userLink: 'Register without a venue',
      rateLimited: 'Too many registrations from this network. Please try again later.',
      failed: 'The registration failed. Please try again or contact support.',
      success: {
        title: 'Registration complete',
        text: 'Your account has been created and we have sent you a welcome e-mail. You can sign in now.',
        groupText: 'Your account has been created and we have sent you a welcome e-mail. The brand approves your request; until then you can sign in but see none of its data.',
        venueText: 'Your account and your venue have been registered, and we have sent you a welcome e-mail. Our team verifies the venue before it is published; you can sign in now and complete its details.',
        signIn: 'Go to sign-in',
      },
    },
    employeeNotifications: {
      menu: 'New employee notification',
      sent: 'Your notification has been sent.',
      dismiss: 'Hide this notification',
      audience: 'The notification reaches the users of the venue you choose, or of your customer group when you choose none.',
      audienceAdmin: 'The notification reaches the users of the chosen venue or customer group; without either, it reaches everybody.',
    },
    recentActions: {
      title: 'Recent actions',
      empty: 'No recent actions yet.',
      clear: 'Clear',
      create: '%{resource} "%{text}" created',
      update: '%{resource} "%{text}" changed',
      delete: '%{resource} "%{text}" deleted',
      updateMany: '%{resource}: %{smart_count} record changed |||| %{resource}: %{smart_count} records changed',
      deleteMany: '%{resource}: %{smart_count} record deleted |||| %{resource}: %{smart_count} records deleted',
    },
    openingHoursRequired: 'Please set opening hours first!',
    deliveryHoursRequired: 'Please set delivery hours first!',
  },
  /** spec part 1 §8, word for word */
  errors: {
    badRequest: "The request wasn't valid.",
    unauthorized: "Your credentials aren't valid.",
    forbidden: 'You are not allowed to view this page.',
    notFound: "The requested resource couldn't be found.",
    unprocessable: 'There was an unexpected validation error. Please check the form.',
    internal: 'There was an internal server error.',
    unknown: 'There was an unknown error.',
    mfa: 'The MFA-Code is invalid.',
  },
  validation: validationEn,
  /** the platform operator's own notices (/privacy, /imprint) */
  legal: {
    updated: 'Last updated: November 2026',
    privacy: {
      title: 'Privacy policy',
      intro: 'This notice explains how the back office of the ordering platform processes personal data of its users.',
      controller: {
        title: 'Controller',
        text: 'Backoffice Demo GmbH\nMusterstraße 1, 10115 Berlin, Germany\nE-mail: privacy@backoffice.example',
      },
      data: {
        title: 'Data we process',
        text: 'Account data (name, e-mail address, role, assigned venues and brand), sign-in data (time of sign-in, IP address for protection against password guessing, two-factor settings), and a log of the changes you make (audit entries). We also process the venue, table, menu and order data you manage in the back office.',
      },
      purposes: {
        title: 'Purposes and legal bases',
        text: 'We process the data to provide the back office under your contract or your employer\'s contract with us (Art. 6(1)(b) GDPR) and to keep it secure and traceable (Art. 6(1)(f) GDPR, legitimate interest in secure operation).',
      },
      cookies: {
        title: 'Cookies and local storage',
        text: 'We use only technically necessary cookies: your session (1 day) and the list of your venues (365 days). Your chosen language is kept in the browser\'s local storage. There is no tracking and no analytics.',
      },
      retention: {
        title: 'Storage period',
        text: 'Account data is kept while the account exists. Audit entries are kept as long as statutory retention periods require. Password reset links expire after one hour.',
      },
      recipients: {
        title: 'Recipients',
        text: 'Our hosting provider processes the data on our behalf under a data processing agreement, on servers in the European Union. We do not sell data or pass it on for advertising.',
      },
      rights: {
        title: 'Your rights',
        text: 'You have the right of access, rectification, erasure, restriction of processing, data portability and objection. Write to privacy@backoffice.example. You may also lodge a complaint with a data protection supervisory authority.',
      },
    },
    imprint: {
      title: 'Imprint',
      intro: 'Information according to § 5 DDG (German Digital Services Act).',
      provider: {
        title: 'Provider',
        text: 'Backoffice Demo GmbH\nMusterstraße 1\n10115 Berlin, Germany\nManaging director: Erika Mustermann',
      },
      contact: {
        title: 'Contact',
        text: 'Phone: +49 30 1234567 0\nE-mail: info@backoffice.example',
      },
      register: {
        title: 'Register and VAT',
        text: 'Commercial register: Amtsgericht Charlottenburg, HRB 000000 B\nVAT identification number: DE000000000',
      },
      responsible: {
        title: 'Responsible for the content',
        text: 'Erika Mustermann, address as above (§ 18(2) MStV).',
      },
      disputes: {
        title: 'Consumer dispute resolution',
        text: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
      },
    },
  },
  /** screens of the foodcard (articles, categories, option groups, article manager, translation) */
  foodcardUi: {
    menu: { articleManager: 'Article manager', translation: 'Translation' },
    optionGroupRequired: 'This option group is required. At least 1 option article needs to be visible',
    copyToVenues: {
      button: 'Copy to venues',
      title: 'Copy %{smart_count} article to other venues |||| Copy %{smart_count} articles to other venues',
      hint: 'Choose the venues to copy to. A category of the same German name is used there, or created.',
      destinationRequired: 'A copy destination must be chosen.',
      done: '%{smart_count} article copy created |||| %{smart_count} article copies created',
      noVenues: 'There is no other venue you may access.',
    },
    changeCategory: { button: 'Change category', title: 'Move the article to another category', category: 'New category', done: 'The article was moved.' },
    copy: { button: 'Copy', done: 'A hidden copy was created.' },
    simpleEdit: 'Edit %{name} (simple)',
    reorder: {
      button: 'Change order',
      title: 'Order of the categories',
      hint: 'Drag a row, use the arrows or type a position.',
      up: 'Move up',
      down: 'Move down',
      position: 'Position',
      saved: 'The new order was saved.',
      empty: 'There are no categories yet.',
    },
    manager: {
      search: 'Search by name or number',
      categories: 'Categories and articles',
      options: 'Option groups and option articles',
      visible: 'Visible',
      empty: 'Nothing here yet.',
      noMatch: 'Nothing matches the search.',
      shown: '"%{name}" is visible now.',
      hidden: '"%{name}" is hidden now.',
    },
    optionArticles: { title: 'Option articles of this group', add: 'Add option article', empty: 'This group has no option articles yet.' },
    translation: {
      language: 'Language',
      german: 'German (source)',
      onlyMissing: 'Only missing translations',
      machine: 'Translate empty fields automatically',
      machineDone: '%{smart_count} text translated; check and save |||| %{smart_count} texts translated; check and save',
      noProvider: 'No machine translation provider is configured. Enter the translations by hand.',
      save: 'Save',
      saved: '%{smart_count} record saved |||| %{smart_count} records saved',
      nothingChanged: 'Nothing was changed.',
      empty: 'There is nothing to translate.',
      kinds: { category: 'Category', article: 'Article', option: 'Option group', optionArticle: 'Option article' },
      fields: { name: 'Name', description: 'Description', shortDescription: 'Short description' },
    },
  },
  foodcardIo: foodcardIoEn,
  recordIo: recordIoEn,
  screens: screensEn,
  ...recoveryEn,
  serverRules: serverRulesEn,
  orderUi: ordersEn,
  provisionUi: provisionEn.screen,
  ...loyaltyEn,
  ...receiptUiEn,
  ...sepaEn,
  ...paymentsEn,
  a11y: a11yEn,
  promo: promoEn.screens,
  billing: billingEn,
  salesUi: salesEn,
  syncUi: syncUiTexts.en,
  activityLog: activityLogEn,
  couponUi: couponUiEn,
  /** sidebar groups of spec part 1 §2 */
  menu: {
    dashboard: 'Dashboard',
    articles: 'Articles',
    venue: 'Venue',
    promo: 'Promo codes and loyalty',
    user: 'User',
    customerInfo: 'Customer info',
    maintenance: 'Maintenance',
    uiComponents: 'UI components',
    other: 'Other',
    enrollments: 'Enrollments',
    finances: 'Finances',
    analytics: 'Analytics',
    syncLogs: 'Sync and logs',
    auditing: 'Auditing',
  },
  /**
   * Enum values by field name, shared by every entity with such a field (the app looks up
   * `resources.<entity>.enums.<field>.<value>` first, then these). Codes that read well as
   * they are (GmbH, SARL, …) are listed too, so the catalogue is complete per language.
   */
  enums: {
    ...foodcardEn.enums,
    locType: { bar: 'Bar', club: 'Club', restaurant: 'Restaurant', db: 'Rail venue', cinema: 'Cinema', other: 'Other' },
    legalForm: {
      AG: 'AG', GmbH: 'GmbH', UG: 'UG', KG: 'KG', 'single company': 'Sole proprietorship', SA: 'SA', SARL: 'SARL', EURL: 'EURL',
      SAS: 'SAS', SE: 'SE', 'SE & Co. KG': 'SE & Co. KG', ltd: 'Ltd', pe: 'PE', other: 'Other',
    },
    currency: { euro: 'Euro', chf: 'Swiss franc', isk: 'Icelandic króna', czk: 'Czech koruna' },
    country: {
      de: 'Germany', at: 'Austria', fr: 'France', li: 'Liechtenstein', lu: 'Luxembourg', ch: 'Switzerland', es: 'Spain',
      is: 'Iceland', ic: 'Canary Islands', pt: 'Portugal', cz: 'Czechia', nl: 'Netherlands',
    },
    sendProvisionReportPeriod: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', never: 'Never' },
    autoReset: { none: 'None', morning: 'Morning', noon: 'Noon', evening: 'Evening', midnight: 'Midnight' },
    dispatchMode: { provider_delivery: 'Delivery by the provider', own_delivery: 'Own delivery' },
    articleDependencyMode: { ignore_article: 'Ignore the article', ignore_dependency_only: 'Ignore only the dependency' },
    enrollmentStatus: { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' },
    rolloutStatus: { pending: 'Pending', rolledOut: 'Rolled out', failed: 'Failed' },
  },
  resources: resourcesEn,
};

export type OwnMessages = typeof enOwn;

/** react-admin's texts, with the spec's wording where it names one (spec §Errors: "Please fill out the form."). */
const raEn = { ...englishMessages.ra, message: { ...englishMessages.ra.message, invalid_form: 'Please fill out the form.' } };

export const en: TranslationMessages = { ...englishMessages, ra: raEn, ...enOwn };
