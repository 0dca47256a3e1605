import { listed, type Phrasebook } from './phrasebook';

export const FRENCH: Phrasebook = {
  tag: 'fr',
  and: 'et',
  headings: { services: 'Nos services', prices: 'Services et tarifs', contact: 'Contact' },
  frame: {
    skipToContent: 'Aller au contenu',
    mainMenu: 'Principal',
    darkMode: 'Mode sombre',
  },
  pricing: { askAbout: (item) => `Se renseigner : ${item}`, from: 'et plus' },
  form: {
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    optional: '(facultatif)',
    send: 'Envoyer le message',
    thanks: 'Nous vous répondrons très vite.',
  },
  cities: [
    'Paris',
    'Lyon',
    'Marseille',
    'Toulouse',
    'Bordeaux',
    'Lille',
    'Nantes',
    'Strasbourg',
    'Nice',
    'Montpellier',
    'Rennes',
    'Bruxelles',
    'Genève',
    'Lausanne',
    'Montréal',
    'Québec',
    'Dakar',
    'Pondichéry',
  ],
  fromWords: /^(?:et plus|minimum)$/iu,
  fromBefore: /\s*(?:à partir de|dès)$/iu,
  ownThing:
    /\b(?:ma|mon|notre)\s+((?:[^\s,.;:'"]+\s+){0,2}?[^\s,.;:'"]+)(?=\s+(?:à|de|en|avec|pour|qui)\b|[,.;]|$)/iu,
  untitled: 'Bienvenue',
  copy: {
    heroLine: (where, offers) =>
      [where ? `À ${where}.` : '', offers.length ? `${listed(offers.slice(0, 3), 'et')}.` : '']
        .filter(Boolean)
        .join(' ') || 'Bienvenue.',
    heroAction: 'Voir les services',
    pricesIntro: 'Pour vous renseigner sur un service, cliquez sur son bouton.',
    contactIntro: ({ phone, email }) =>
      [
        'Écrivez-nous votre question ou votre commande, nous vous répondrons.',
        phone ? `Vous pouvez aussi nous appeler au ${phone}.` : '',
        email ? `Ou nous écrire à ${email}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    tagline: (where) => (where ? `À votre service à ${where}` : 'À votre service'),
    footer: (name) => `© ${name}`,
  },
  script: {
    menu: 'Menu',
    fillIn: 'Veuillez remplir : {label}.',
    tick: 'Veuillez cocher cette case.',
    chooseOne: 'Veuillez choisir une option.',
    validEmail: 'Veuillez saisir une adresse e-mail valide.',
    validPhone: 'Veuillez saisir un numéro de téléphone valide.',
    fixFields: 'Veuillez corriger les champs signalés.',
    thankYou: 'Merci !',
    thankYouName: 'Merci, {name} !',
    preview:
      '(Ceci est un aperçu : une fois le site publié, ce qui est envoyé ici vous sera transmis.)',
    sending: 'Envoi en cours…',
    notSent: "Désolé, l'envoi a échoué. Veuillez réessayer.",
    offline: "L'envoi a échoué. Vérifiez votre connexion et réessayez.",
  },
};
