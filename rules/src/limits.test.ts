import {
  CERTIFIED_EXTRA_SKILLS,
  EVENT_NOTES_MAX,
  FREE_SKILLS,
  MAX_BASIC_MAIN_SKILLS,
  NOTES_MAX,
} from './limits';

describe('limits', () => {
  it('two free skills, two more when certified, one main basic skill', () => {
    expect(FREE_SKILLS).toBe(2);
    expect(CERTIFIED_EXTRA_SKILLS).toBe(2);
    expect(MAX_BASIC_MAIN_SKILLS).toBe(1);
  });

  it('notes up to 1000 characters', () => {
    expect(NOTES_MAX).toBe(1000);
  });

  it('agenda event notes up to 5000 characters', () => {
    expect(EVENT_NOTES_MAX).toBe(5000);
  });
});
