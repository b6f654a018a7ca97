import { describeRole, ROLE_CATALOGUE, roleLabel, ROLES } from './roles';

describe('role labels', () => {
  it('every catalogue role has its own Portuguese label and a one-line description, never the technical name', () => {
    const labels = ROLE_CATALOGUE.map((r) => r.label);
    expect(new Set(labels).size).toBe(ROLE_CATALOGUE.length);
    for (const role of ROLE_CATALOGUE) {
      expect(role.label).not.toMatch(/role\.|api\.|SisActe/);
      expect(role.label.length).toBeGreaterThan(3);
      expect(role.description).not.toMatch(/\n|role\./);
      expect(role.description.length).toBeGreaterThan(20);
      expect(role.description.length).toBeLessThanOrEqual(120);
    }
    expect(ROLE_CATALOGUE.map((r) => r.name).sort()).toEqual(Object.values(ROLES).sort());
  });

  it('shows a catalogue role by its label and description, with the technical name kept aside', () => {
    expect(describeRole({ name: ROLES.ACOLHIMENTO, description: 'texto antigo do banco' })).toEqual({
      label: 'Acolhimento',
      description: 'Cadastra pessoas acolhidas e acompanha estadias, encaminhamentos, monitoramentos, vagas e cursos',
      technical: 'role.api.SisActe.Acolhimento',
    });
    expect(roleLabel(ROLES.ADMIN)).toBe('Administrador');
    expect(roleLabel(ROLES.VISUALIZAR_TODAS_DEMANDAS)).toBe('Ver todas as denúncias');
  });

  it('a role created in the users screen keeps the name and description it was given', () => {
    expect(describeRole({ name: 'Coordenação regional', description: 'Equipe do Pará' })).toEqual({
      label: 'Coordenação regional',
      description: 'Equipe do Pará',
      technical: null,
    });
    expect(describeRole({ name: 'Plantão', description: '  ' })).toEqual({ label: 'Plantão', description: null, technical: null });
    expect(roleLabel('Plantão')).toBe('Plantão');
  });
});
