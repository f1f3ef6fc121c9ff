import { companyIdOf, readJoinedCompanies } from './onboarding-api';

describe('joined companies', () => {
  it('reads a plain list or a paged { data } and drops malformed rows', () => {
    const rows = [{ id: 1, company: { id: 7, name: 'Acme' } }, { id: 2 }, { id: 3, company: { name: 'Beta' } }];
    expect(readJoinedCompanies(rows).map((r) => r.company.name)).toEqual(['Acme', 'Beta']);
    expect(readJoinedCompanies({ data: rows, total: 3 })).toHaveLength(2);
    expect(readJoinedCompanies(null)).toEqual([]);
  });

  it("sends the company's own id when the entry carries it, else the entry id", () => {
    expect(companyIdOf({ id: 1, company: { id: 7, name: 'Acme' } })).toBe(7);
    expect(companyIdOf({ id: 3, company: { name: 'Beta' } })).toBe(3);
  });
});
