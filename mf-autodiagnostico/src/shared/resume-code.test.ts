import { codeInFragment, evaluationsOnThisDevice, forgetResumeCode, parseResumeInput, readResumeCode, resumeLink, storeResumeCode } from './resume-code';

describe('resume code in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('puts the code in the link fragment, never in the path or the query', () => {
    const link = resumeLink('https://sisacte.example', 12, 'K7QM-4XPD-9TNR');
    expect(link).toBe('https://sisacte.example/admin/autodiagnostico/preparacao/editar/12#codigo=K7QM-4XPD-9TNR');
    expect(codeInFragment(new URL(link).hash)).toBe('K7QM-4XPD-9TNR');
    expect(codeInFragment('')).toBeNull();
    expect(codeInFragment('#outra=1')).toBeNull();
  });

  it('keeps one code per evaluation on this device, upper-cased, until forgotten', () => {
    storeResumeCode(12, ' k7qm-4xpd-9tnr ');
    storeResumeCode(30, 'AAAA-BBBB-CCCC');
    expect(readResumeCode(12)).toBe('K7QM-4XPD-9TNR');
    expect(localStorage.getItem('sisacte:autodiagnostico:12')).toBe('K7QM-4XPD-9TNR');
    expect(evaluationsOnThisDevice()).toEqual([30, 12]);
    forgetResumeCode(12);
    expect(readResumeCode(12)).toBeNull();
    expect(evaluationsOnThisDevice()).toEqual([30]);
  });

  it('reads a pasted resume link, a link to any screen of the evaluation, or a bare number', () => {
    expect(parseResumeInput(' https://x.example/admin/autodiagnostico/preparacao/editar/12#codigo=K7QM-4XPD-9TNR ')).toEqual({ id: 12, code: 'K7QM-4XPD-9TNR' });
    expect(parseResumeInput('/admin/status/44')).toEqual({ id: 44, code: null });
    expect(parseResumeInput('/admin/plano-de-acao/medidas/5#codigo=AB')).toEqual({ id: 5, code: 'AB' });
    expect(parseResumeInput('/admin/autodiagnostico/identificacao-riscos/9/questao/3/1')).toEqual({ id: 9, code: null });
    expect(parseResumeInput('77')).toEqual({ id: 77, code: null });
    expect(parseResumeInput('padaria')).toBeNull();
    expect(parseResumeInput('')).toBeNull();
  });
});
