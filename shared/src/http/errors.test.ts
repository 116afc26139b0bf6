import { GENERIC_ERROR_MESSAGE, flattenFieldErrors, serverErrorMessage } from './errors';

describe('flattenFieldErrors', () => {
  it('is empty without an error', () => {
    expect(flattenFieldErrors(null)).toEqual({});
    expect(flattenFieldErrors({})).toEqual({});
  });

  it('keeps the first message of each field', () => {
    expect(
      flattenFieldErrors({
        email: ['E-mail non valida', 'Altro messaggio'],
        password1: ['Password non valida'],
        non_field_errors: ['Impossibile accedere con le credenziali fornite.'],
      }),
    ).toEqual({
      email: 'E-mail non valida',
      password1: 'Password non valida',
      non_field_errors: 'Impossibile accedere con le credenziali fornite.',
    });
  });

  it('turns nested serializer errors into dotted keys', () => {
    expect(
      flattenFieldErrors({
        profile: { city: ['Seleziona un comune.'], lawfirm: { city: ['Obbligatorio'] } },
      }),
    ).toEqual({ 'profile.city': 'Seleziona un comune.', 'profile.lawfirm.city': 'Obbligatorio' });
  });

  it('keeps detail and plain string values', () => {
    expect(flattenFieldErrors({ detail: 'Non trovato.', code: 'not_found' })).toEqual({
      detail: 'Non trovato.',
      code: 'not_found',
    });
  });

  it('indexes errors of list serializers', () => {
    expect(flattenFieldErrors({ expenses: [{}, { amount: ['Numero non valido'] }] })).toEqual({
      'expenses.1.amount': 'Numero non valido',
    });
  });

  it('ignores empty lists and null values', () => {
    expect(flattenFieldErrors({ email: [], phone: null })).toEqual({});
  });
});

describe('serverErrorMessage', () => {
  it.each([
    ['message first', { message: 'Codice non valido.', detail: 'x' }, 'Codice non valido.'],
    ['then detail', { detail: 'Non trovato.', non_field_errors: ['y'] }, 'Non trovato.'],
    ['then non-field errors', { non_field_errors: ['Credenziali errate.'] }, 'Credenziali errate.'],
    ['then the first field', { profile: { pec: ['PEC non valida.'] } }, 'PEC non valida.'],
    ['the fallback for an empty body', {}, GENERIC_ERROR_MESSAGE],
    ['the fallback for no body', null, GENERIC_ERROR_MESSAGE],
  ])('picks %s', (_name, body, expected) => {
    expect(serverErrorMessage(body)).toBe(expected);
  });

  it('takes a screen-specific fallback', () => {
    expect(serverErrorMessage(null, 'Riprova più tardi.')).toBe('Riprova più tardi.');
  });
});
