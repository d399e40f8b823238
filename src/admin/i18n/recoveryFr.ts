import type { recoveryEn } from './recoveryEn';
import { SEEDED_NAMES } from './seededNames';

/** French texts of error recovery and translated server field errors. */
export const recoveryFr: typeof recoveryEn = {
  seededNames: SEEDED_NAMES.fr,
  recovery: {
    network: 'Serveur injoignable. Vérifiez votre connexion et réessayez.',
    screenFailed: "Cet écran n'a pas pu être chargé",
    screenFailedHint: "La connexion a peut-être été interrompue, ou une nouvelle version du back-office a été installée. Rechargez la page pour continuer.",
    reload: 'Recharger la page',
    retry: 'Réessayer',
    errorTitle: "Une erreur s'est produite",
    listFailed: "La liste n'a pas pu être chargée",
    listUnreachable: 'Le serveur est injoignable. La liste se recharge d\'elle-même dès que le serveur répond à nouveau.',
    errorHint: "L'écran s'est arrêté sur une erreur. Choisissez une autre entrée du menu ou rechargez la page.",
  },
  /** labels of the shell's landmarks for assistive technology */
  chrome: {
    breadcrumb: "Fil d'Ariane",
  },
  serverErrors: {
    unknownField: "n'est pas un champ connu",
    type: "N'a pas le bon type (attendu : %{type})",
    enum: "Doit être l'une de ces valeurs : %{options}",
    format: "N'a pas le bon format",
    minItems: 'Choisissez-en au moins %{limit}',
    maxItems: 'Choisissez-en au plus %{limit}',
    uniqueItems: "Chaque entrée ne peut apparaître qu'une fois",
    multipleOf: 'Doit être un multiple de %{limit}',
    const: "A une valeur qui n'est pas autorisée ici",
    not: "A une valeur qui n'est pas autorisée ici",
  },
  patterns: {
    slug: 'Utilisez uniquement des minuscules, des chiffres et des tirets bas',
    slugDashed: 'Minuscules et chiffres, reliés par un seul trait d’union ou tiret bas',
    code: 'Utilisez uniquement des lettres, des chiffres, des traits d’union et des tirets bas',
    name: 'Utilisez uniquement des lettres, des chiffres, des points, des traits d’union et des tirets bas',
    digits: 'Saisissez 8 à 14 chiffres',
    other: "N'a pas le bon format",
  },
};
