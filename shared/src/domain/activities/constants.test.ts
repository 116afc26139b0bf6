import {
  ASSIGNEE_TABS,
  CANDIDATE_TABS,
  CHANCELLERY_SKILL_ID,
  CHAMBER_OF_COMMERCE_SKILL_ID,
  DEMAND_TYPES,
  REQUESTER_TABS,
  chancellerySkillIdFor,
  demandTypesFor,
  estimateRoleFor,
} from './constants';

describe('activity constants', () => {
  it('labels the three demand types', () => {
    expect(DEMAND_TYPES.map((t) => [t.value, t.label])).toEqual([
      ['DOMICILIARY', 'Domiciliazione'],
      ['SUBSTITUTE', "Sostituzione d'udienza"],
      ['CHANCELLERY', 'Attività di cancelleria'],
    ]);
  });

  it.each([
    ['LAWYER', ['DOMICILIARY', 'SUBSTITUTE', 'CHANCELLERY']],
    ['PRACTICING', ['DOMICILIARY', 'SUBSTITUTE', 'CHANCELLERY']],
    ['ACCOUNTANT', ['SUBSTITUTE', 'CHANCELLERY']],
  ] as const)('%s may request %j', (role, types) => {
    expect(demandTypesFor(role).map((t) => t.value)).toEqual(types);
  });

  it.each([
    ['ACCOUNTANT', 'accountant', CHAMBER_OF_COMMERCE_SKILL_ID],
    ['LAWYER', 'lawyer', CHANCELLERY_SKILL_ID],
    ['QUALIFIED', 'lawyer', CHANCELLERY_SKILL_ID],
  ] as const)('%s estimates as %s, chancellery skill %i', (role, estimate, skill) => {
    expect(estimateRoleFor(role)).toBe(estimate);
    expect(chancellerySkillIdFor(role)).toBe(skill);
  });

  it('has the tabs of every context, all first', () => {
    expect(REQUESTER_TABS.map((t) => [t.label, t.status])).toEqual([
      ['Tutte', undefined],
      ['Da Assegnare', 'PENDING'],
      ['Assegnate', 'ASSIGNED'],
      ['Concluse da Pagare', 'COMPLETED'],
      ['Concluse Pagate', 'PAID'],
      ['Annullate', 'ANNULLED'],
      ['Scadute', 'EXPIRED'],
    ]);
    expect(CANDIDATE_TABS.map((t) => [t.label, t.status])).toEqual([
      ['Tutte', undefined],
      ['Nuove', 'PENDING'],
      ['In attesa di assegnazione', 'ACCEPTED'],
      ['Rifiutate', 'REJECTED'],
      ['Non più disponibili', 'DEAD'],
    ]);
    expect(ASSIGNEE_TABS.map((t) => [t.label, t.status])).toEqual([
      ['Tutte', undefined],
      ['Assegnate', 'ASSIGNED'],
      ['Concluse in attesa di pagamento', 'COMPLETED'],
      ['Concluse e pagate', 'PAID'],
    ]);
  });
});
