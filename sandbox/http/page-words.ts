// The authorization page's words in English and Spanish (decisions 91), chosen by the browser's
// Accept-Language (node/accept-language.ts), English when neither is asked for. ICU messages formatted by
// FormatJS's intl-messageformat, the same message syntax as the app's catalogues. The sandbox
// imports nothing of the app, so it keeps its own small catalogue here; the form's field names
// and values (oauth_token, decision=authorize|deny) are the protocol's and do not change.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { acceptedLanguage } from '../../node/accept-language';

export const pageLanguages = ['en', 'es'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

const en = {
  'authorize.title': 'Authorize {name}',
  'authorize.heading': 'Authorize {name}?',
  'authorize.asking':
    '<b>{name}</b> is asking to use the boarding service (sandbox) on your behalf.',
  'authorize.mayIntro': 'If you authorize it, it may:',
  'authorize.maySubmit':
    'submit merchant boarding applications (business, owner, location and bank-funding details);',
  'authorize.mayRead': 'read the merchants it submitted and their status.',
  'authorize.note':
    'Access lasts {hours, plural, one {# hour} other {# hours}}, then the application must ask again. This is a local practice server: nothing leaves this computer.',
  'authorize.authorize': 'Authorize',
  'authorize.deny': 'Deny',
  'verifier.title': 'Authorized',
  'verifier.enterCode': 'Enter this verification code in the application:',
  'unknown.title': 'Unknown request',
  'unknown.message':
    'This authorization request is unknown. Start the sign-in again from the application.',
  'expired.title': 'Request expired',
  'expired.message':
    'This authorization request has expired. Start the sign-in again from the application.',
  'answered.title': 'Already answered',
  'answered.message': 'This authorization request was already answered.',
  'foreign.title': 'Not allowed',
  'foreign.message': 'This form can only be sent from the sandbox authorization page.',
  'unsupported.title': 'Unsupported form',
  'unsupported.message': 'The decision must be sent as a form (application/x-www-form-urlencoded).',
  'tooLarge.title': 'Too large',
  'tooLarge.message': 'The form is too large.',
  'noDecision.title': 'No decision',
  'noDecision.message': 'Choose Authorize or Deny.',
  'denied.title': 'Denied',
  'denied.message': 'The application was not given access.',
} as const;

export type PageMessageId = keyof typeof en;

const es: Record<PageMessageId, string> = {
  'authorize.title': 'Autorizar a {name}',
  'authorize.heading': '¿Autorizar a {name}?',
  'authorize.asking':
    '<b>{name}</b> solicita usar el servicio de afiliación (sandbox) en su nombre.',
  'authorize.mayIntro': 'Si la autoriza, podrá:',
  'authorize.maySubmit':
    'enviar solicitudes de afiliación de comercios (datos del negocio, de los propietarios, de la ubicación y de la cuenta bancaria);',
  'authorize.mayRead': 'consultar los comercios que envió y su estado.',
  'authorize.note':
    'El acceso dura {hours, plural, one {# hora} other {# horas}}; después, la aplicación debe volver a pedirlo. Este es un servidor local de práctica: nada sale de esta computadora.',
  'authorize.authorize': 'Autorizar',
  'authorize.deny': 'Rechazar',
  'verifier.title': 'Autorizada',
  'verifier.enterCode': 'Ingrese este código de verificación en la aplicación:',
  'unknown.title': 'Solicitud desconocida',
  'unknown.message':
    'Esta solicitud de autorización no se reconoce. Vuelva a iniciar sesión desde la aplicación.',
  'expired.title': 'Solicitud vencida',
  'expired.message':
    'Esta solicitud de autorización venció. Vuelva a iniciar sesión desde la aplicación.',
  'answered.title': 'Ya respondida',
  'answered.message': 'Esta solicitud de autorización ya se respondió.',
  'foreign.title': 'No permitido',
  'foreign.message':
    'Este formulario solo se puede enviar desde la página de autorización del sandbox.',
  'unsupported.title': 'Formulario no admitido',
  'unsupported.message':
    'La decisión se debe enviar como formulario (application/x-www-form-urlencoded).',
  'tooLarge.title': 'Demasiado grande',
  'tooLarge.message': 'El formulario es demasiado grande.',
  'noDecision.title': 'Sin decisión',
  'noDecision.message': 'Elija Autorizar o Rechazar.',
  'denied.title': 'Rechazada',
  'denied.message': 'La aplicación no recibió acceso.',
};

export const pageCatalogues: Record<PageLanguage, Record<PageMessageId, string>> = { en, es };

/** The page's language from the request's Accept-Language; English when it names neither. */
export function pageLanguage(acceptLanguage: string | string[] | undefined): PageLanguage {
  return acceptedLanguage(acceptLanguage, pageLanguages);
}

const formats = new Map<string, IntlMessageFormat>();

/**
 * One message as HTML: the catalogue's own text is trusted markup (its only tag, <b>, becomes
 * <strong>); every value is escaped by the caller before it is passed here.
 */
export function pageText(
  language: PageLanguage,
  id: PageMessageId,
  values: Record<string, PrimitiveType> = {},
): string {
  const key = `${language}/${id}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new IntlMessageFormat(pageCatalogues[language][id], language);
    formats.set(key, format);
  }
  const parts = format.format<string>({
    ...values,
    b: (chunks: string[]) => `<strong>${chunks.join('')}</strong>`,
  });
  return Array.isArray(parts) ? parts.join('') : String(parts);
}
