import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { MESSAGES_EN } from '../../core/validators';
import { resourcesEn } from './resourcesEn';

/** `validation.x` keys of src/core/validators.ts (one source for server and admin), plus two admin-only checks. */
const validationEn: Record<string, string> = {
  ...Object.fromEntries(Object.entries(MESSAGES_EN).map(([key, text]) => [key.replace(/^validation\./, ''), text])),
  // admin-only input checks (whole numbers, the JSON editor)
  integer: 'Enter a whole number',
  json: 'Enter valid JSON, e.g. {"key": "value"}',
};

/**
 * Our own keys; de.ts and fr.ts are typed against this shape, so a key missing there is a
 * compile error (the `ra` tree and the validation list are checked by i18n.test.ts).
 */
export const enOwn = {
  app: {
    name: 'Back Office',
    version: 'Version 1.4.0',
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
    },
    filter: {
      from: '%{field} from',
      to: '%{field} to',
    },
    upload: {
      unavailable: 'Uploading files is not available here yet.',
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
    maintenance: {
      banner: 'Maintenance mode is active. Some functions may be unavailable.',
      enable: 'Enable maintenance mode',
      disable: 'Disable maintenance mode',
      enabled: 'Maintenance mode is on.',
      disabled: 'Maintenance mode is off.',
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
    },
    mfa: {
      title: 'Two-factor authentication',
      description: 'Enter the 6-character code from your authenticator app.',
      code: 'Code',
      submit: 'Confirm',
      cancel: 'Cancel',
      invalid: 'The MFA-Code is invalid.',
    },
    gpsNotFound: 'GPS position for provided address was not found. Please change the address or enter gps coordinates manually.',
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

export const en: TranslationMessages = { ...englishMessages, ...enOwn };
