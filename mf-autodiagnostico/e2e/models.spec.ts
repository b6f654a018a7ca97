import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, login, openFromSidebar, shot } from '../../shell/e2e/support';
import { DESKTOP } from './support';

const stamp = Date.now().toString(36);

test.use({ viewport: DESKTOP });

test('staff list the models, import a new model from its JSON with clear errors, and see anonymous aggregates', async ({ page }) => {
  await login(page);
  // the sidebar entry comes with mf-autodiagnostico's release (its menu in remotes.json), in its group
  await openFromSidebar(page, 'Autodiagnóstico', 'Modelos e agregados', /\/admin\/autodiagnostico\/modelos$/);
  await expect(page.getByRole('heading', { name: 'Modelos de autodiagnóstico' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Comércio e serviços/ })).toContainText('oferecida');
  await expect(page.getByRole('heading', { name: 'Agregados anônimos' })).toBeVisible();
  await expect(page.getByText(/^\d+ (avaliação finalizada|avaliações finalizadas)\.$/)).toBeVisible();

  // a syntax error is shown with its place; a schema error with the server's messages; nothing imported
  const text = page.getByLabel('Ou cole o JSON');
  await text.fill('{\n  "codigo": "x",\n  oops\n}');
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'O modelo não foi importado' })).toContainText(/JSON inválido/);
  await text.fill(JSON.stringify({ codigo: 'Código Ruim', nome: 'Modelo sem blocos' }));
  await page.getByRole('button', { name: 'Importar' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'O modelo não foi importado' });
  await expect(refused).toContainText('Código do modelo: letras minúsculas, números e hífens');
  await expect(refused).toContainText('blocos deve ser uma lista');
  await expectNoAxeViolations(page, 'modelos');
  await shot(page, 'desktop-10-modelos');

  const model = {
    codigo: `teste-${stamp}`,
    nome: `Modelo de teste ${stamp}`,
    descricao: 'Importado pelo teste de ponta a ponta',
    blocos: [
      {
        titulo: 'Bloco único',
        questoes: [
          {
            enunciado: 'Há extintores dentro da validade?',
            opcoes: [
              { texto: 'Sim', risco: 'Zero', feedback: 'Muito bem.' },
              { texto: 'Não', risco: 'Alto', feedback: 'Extintores vencidos não protegem.', medidas_sugeridas: ['Recarregar os extintores'] },
            ],
          },
        ],
      },
    ],
  };
  await text.fill(JSON.stringify(model, null, 2));
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: `Modelo ${model.nome} importado (versão 1)` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(model.nome) })).toContainText('oferecida');
});
