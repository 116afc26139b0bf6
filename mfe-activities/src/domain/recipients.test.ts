import { emptyDraft } from './wizard';
import { recipientsOf, recipientsText, withOnlyCertified, withRecipients } from './recipients';

const flags = (only_priority: boolean, only_aiga: boolean, only_certified: boolean) => ({
  only_priority,
  only_aiga,
  only_certified,
});

describe('recipients', () => {
  it.each([
    [flags(false, false, false), 'Tutti i colleghi'],
    [flags(true, false, false), 'Solo utenti con notifiche prioritarie'],
    [flags(false, true, false), 'Solo iscritti AIGA'],
    [flags(false, false, true), 'Solo colleghi certificati'],
    [flags(false, true, true), 'Solo iscritti AIGA, solo colleghi certificati'],
    [flags(true, false, true), 'Solo utenti con notifiche prioritarie, solo colleghi certificati'],
  ])('%j reads %p', (value, text) => {
    expect(recipientsText(value)).toBe(text);
  });

  it('changes the group without touching "only certified", and the other way round', () => {
    const certified = withOnlyCertified(emptyDraft(), true);
    const aiga = withRecipients(certified, 'aiga');
    expect(aiga).toMatchObject({ only_aiga: true, only_priority: false, only_certified: true });
    expect(recipientsOf(aiga)).toBe('aiga');
    const everyone = withOnlyCertified(withRecipients(aiga, 'all'), false);
    expect(everyone).toMatchObject({
      only_aiga: false,
      only_priority: false,
      only_certified: false,
    });
  });
});
