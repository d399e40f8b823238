/** Languages of the admin (spec part 1 §1); mails follow the language the registration was made in. */
export const MAIL_LANGUAGES = ['de', 'en', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export interface WelcomeMailInput {
  name: string;
  /** the admin's start page, where the new user signs in */
  loginUrl: string;
  /** franchisee registration: the venue that waits for verification */
  venueName?: string;
  /** restricted registration by a manager: who created the account */
  invitedBy?: string;
  /** restricted registration without a password: the link to choose one */
  setPasswordUrl?: string;
}

interface Texts {
  subject: string;
  hello: (name: string) => string;
  self: string;
  venue: (venue: string) => string;
  invited: (by: string) => string;
  setPassword: string;
  passwordFromInviter: (by: string) => string;
  signIn: string;
  ignore: string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  en: {
    subject: 'Welcome to the back office',
    hello: (name) => `Hello ${name},`,
    self: 'your back-office account has been created. Your rights are assigned by an administrator; until then you see only your start page.',
    venue: (venue) => `your back-office account and your venue "${venue}" have been registered. Our team verifies the venue before it is published; you can already sign in and complete its details.`,
    invited: (by) => `${by} has created a back-office account for you.`,
    setPassword: 'Choose your password with this link within 7 days:',
    passwordFromInviter: (by) => `${by} gives you your password.`,
    signIn: 'Sign in with your e-mail address here:',
    ignore: 'If you did not expect this mail, please ignore it.',
  },
  de: {
    subject: 'Willkommen im Backoffice',
    hello: (name) => `Hallo ${name},`,
    self: 'Ihr Backoffice-Konto wurde angelegt. Ihre Rechte vergibt ein Administrator; bis dahin sehen Sie nur Ihre Startseite.',
    venue: (venue) => `Ihr Backoffice-Konto und Ihr Standort „${venue}“ wurden registriert. Unser Team prüft den Standort, bevor er veröffentlicht wird; Sie können sich schon anmelden und seine Angaben vervollständigen.`,
    invited: (by) => `${by} hat für Sie ein Backoffice-Konto angelegt.`,
    setPassword: 'Wählen Sie Ihr Passwort innerhalb von 7 Tagen über diesen Link:',
    passwordFromInviter: (by) => `Ihr Passwort erhalten Sie von ${by}.`,
    signIn: 'Melden Sie sich hier mit Ihrer E-Mail-Adresse an:',
    ignore: 'Wenn Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie bitte.',
  },
  fr: {
    subject: 'Bienvenue dans le back-office',
    hello: (name) => `Bonjour ${name},`,
    self: 'votre compte back-office a été créé. Vos droits sont attribués par un administrateur ; d’ici là, vous ne voyez que votre page d’accueil.',
    venue: (venue) => `votre compte back-office et votre établissement « ${venue} » ont été enregistrés. Notre équipe vérifie l’établissement avant sa publication ; vous pouvez déjà vous connecter et compléter ses informations.`,
    invited: (by) => `${by} a créé un compte back-office pour vous.`,
    setPassword: 'Choisissez votre mot de passe avec ce lien dans les 7 jours :',
    passwordFromInviter: (by) => `${by} vous communique votre mot de passe.`,
    signIn: 'Connectez-vous ici avec votre adresse e-mail :',
    ignore: 'Si vous n’attendiez pas ce message, veuillez l’ignorer.',
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail a newly registered user gets (self, franchisee or created by a manager), as text and HTML. */
export function welcomeMail(lang: MailLanguage, input: WelcomeMailInput): { subject: string; text: string; html: string } {
  const t = TEXTS[lang] ?? TEXTS.en;
  const blocks: ({ text: string } | { link: string })[] = [{ text: t.hello(input.name) }];
  if (input.invitedBy) {
    blocks.push({ text: t.invited(input.invitedBy) });
    if (input.setPasswordUrl) blocks.push({ text: t.setPassword }, { link: input.setPasswordUrl });
    else blocks.push({ text: t.passwordFromInviter(input.invitedBy) });
  } else {
    blocks.push({ text: input.venueName ? t.venue(input.venueName) : t.self });
  }
  blocks.push({ text: t.signIn }, { link: input.loginUrl }, { text: t.ignore });
  return {
    subject: t.subject,
    text: blocks.map((b) => ('link' in b ? b.link : b.text)).join('\n\n') + '\n',
    html: blocks.map((b) => ('link' in b ? `<p><a href="${esc(b.link)}">${esc(b.link)}</a></p>` : `<p>${esc(b.text)}</p>`)).join('\n'),
  };
}
