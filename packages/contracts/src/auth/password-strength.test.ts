import { loadPasswordEstimator, ownerWords, PASSWORD_CONTAINS_OWNER_MESSAGE } from './password-strength';

describe('password strength', () => {
  it('refuses the passwords a sprayer tries first, saying why in Portuguese', async () => {
    const estimate = await loadPasswordEstimator();
    for (const password of ['12345678', 'password', 'admin123', 'senha123', 'P@ssw0rd!', 'brasil2024', 'qwertyuiop']) {
      const verdict = estimate(password);
      expect(verdict.strong).toBe(false);
      expect(verdict.score).toBeLessThan(3);
      expect(verdict.message).toMatch(/^Senha fraca: \S/);
      expect(verdict.message).not.toMatch(/password|common|guess/i); // zxcvbn's feedback, translated
    }
    expect(estimate('12345678').message).toBe('Senha fraca: esta é uma senha muito usada. Adicione mais palavras menos comuns.');
  });

  it('accepts a phrase of a few uncommon words, with no message', async () => {
    const estimate = await loadPasswordEstimator();
    for (const password of ['jabuticaba azul voando', 'Sol-Quente-Mandioca-42', 'senha-de-teste']) {
      expect(estimate(password)).toEqual({ score: expect.any(Number), strong: true, label: expect.stringMatching(/Boa|Forte/), message: null });
    }
  });

  it("refuses a password holding the owner's username or a part of their name, ignoring case and accents", async () => {
    const estimate = await loadPasswordEstimator();
    const owner = { username: 'joao.silva', name: 'João Conceição Silva' };
    for (const password of ['Joao.Silva-mar-azul', 'conceicao-jabuticaba-voando', 'jabuticaba-SILVA-voando']) {
      expect(estimate(password, owner)).toMatchObject({ strong: false, score: 0, message: PASSWORD_CONTAINS_OWNER_MESSAGE });
    }
    expect(estimate('jabuticaba azul voando', owner).strong).toBe(true);
  });

  it('takes the whole username and the longer parts of the name and e-mail, not short ones', () => {
    expect(ownerWords({ username: 'ana', name: 'Ana Lú de Sá', email: 'ana.lu@example.org' }).sort()).toEqual(['ana']);
    expect(ownerWords({ username: 'admin', name: 'Administrador' }).sort()).toEqual(['admin', 'administrador']);
    expect(ownerWords({}).length).toBe(0);
  });

  it('loads the dictionaries once', async () => {
    expect(await loadPasswordEstimator()).toBe(await loadPasswordEstimator());
  });
});
