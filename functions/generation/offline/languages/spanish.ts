import { sentences, type Phrasebook } from './phrasebook';
import { SPANISH_TOOLS } from './tools/spanish';

export const SPANISH: Phrasebook = {
  tag: 'es',
  and: 'y',
  headings: { services: 'Nuestros servicios', prices: 'Servicios y precios', contact: 'Contacto' },
  frame: { skipToContent: 'Ir al contenido', mainMenu: 'Principal', darkMode: 'Modo oscuro' },
  pricing: { askAbout: (item) => `Preguntar por ${item}`, from: 'en adelante' },
  form: {
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    optional: '(opcional)',
    send: 'Enviar mensaje',
    thanks: 'Te responderemos pronto.',
  },
  cities: [
    'Madrid',
    'Barcelona',
    'Valencia',
    'Sevilla',
    'Bilbao',
    'Málaga',
    'Zaragoza',
    'Granada',
    'Ciudad de México',
    'Guadalajara',
    'Monterrey',
    'Buenos Aires',
    'Bogotá',
    'Medellín',
    'Lima',
    'Santiago',
    'Quito',
    'Montevideo',
  ],
  fromWords: /^(?:desde|en adelante|o más)$/iu,
  fromBefore: /\s*(?:desde|a partir de)$/iu,
  ownThing:
    /\b(?:mi|nuestra|nuestro)\s+((?:[^\s,.;:'"]+\s+){0,2}?[^\s,.;:'"]+)(?=\s+(?:en|de|con|que|para)\b|[,.;]|$)/iu,
  asks: {
    gallery: /\bgaler[ií]a\b|\bfotos\b/iu,
    map: /\bmapa\b|c[oó]mo llegar|\bubicaci[oó]n\b/iu,
    faq: /preguntas frecuentes|\bfaq\b/iu,
    testimonials: /\bopiniones\b|\brese[ñn]as\b|\btestimonios\b/iu,
    team: /\bequipo\b/iu,
    appointment: /\breservas?\b|\bcitas?\b/iu,
  },
  untitled: 'Bienvenidos',
  copy: {
    heroLine: (where, offers) =>
      sentences(where ? `En ${where}.` : '', offers ? `${offers}.` : '') ||
      'Te damos la bienvenida.',
    heroAction: 'Ver servicios',
    pricesIntro: 'Para preguntar por un servicio, pulsa su botón.',
    contactIntro: ({ phone, email }) =>
      sentences(
        'Escríbenos tu pregunta o tu pedido y te responderemos.',
        phone ? `También puedes llamarnos al ${phone}.` : '',
        email ? `O escribirnos a ${email}.` : '',
      ),
    tagline: (where) => (where ? `A tu servicio en ${where}` : 'A tu servicio'),
    footer: (name) => `© ${name}`,
    inEnglish: (headings) => `Estas partes están por ahora en inglés: ${headings}.`,
  },
  script: {
    menu: 'Menú',
    fillIn: 'Por favor, completa: {label}.',
    tick: 'Por favor, marca esta casilla.',
    chooseOne: 'Por favor, elige una opción.',
    validEmail: 'Por favor, escribe un correo electrónico válido.',
    validPhone: 'Por favor, escribe un número de teléfono válido.',
    fixFields: 'Por favor, corrige los campos marcados.',
    thankYou: '¡Gracias!',
    thankYouName: '¡Gracias, {name}!',
    preview:
      '(Esto es una vista previa: cuando el sitio esté publicado, lo que se envíe aquí te llegará a ti.)',
    sending: 'Enviando…',
    notSent: 'Lo sentimos, no se pudo enviar. Inténtalo de nuevo.',
    offline: 'No se pudo enviar. Comprueba tu conexión e inténtalo de nuevo.',
  },
  tools: SPANISH_TOOLS,
};
