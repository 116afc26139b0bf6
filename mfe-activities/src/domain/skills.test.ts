import { estimateToSkillOptions } from './skills';

describe('estimateToSkillOptions', () => {
  it('drops Generica and sorts by name in Italian order', () => {
    const input = [
      { id: 4, name: 'Diritto penale' },
      { id: 12, name: 'Generica' },
      { id: 5, name: 'Appalti' },
      { id: 6, name: 'diritto civile' },
    ];
    expect(estimateToSkillOptions(input).map((s) => s.id)).toEqual([5, 6, 4]);
    expect(input).toHaveLength(4);
  });
});
