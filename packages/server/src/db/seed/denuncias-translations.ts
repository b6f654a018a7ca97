import type { TranslationLanguage } from '@sisacte/contracts/denuncias/questions-translations';

/*
 * The demo questionnaire (denuncias.ts) in Spanish, English and French, written for the people the
 * form is for (many are migrant workers: Venezuelans, Bolivians, Paraguayans, Haitians, West
 * Africans), in plain words. Haitian Creole is written as well as we could and awaits review by a
 * native speaker (HAITIAN_CREOLE_REVIEW). Keyed by the Portuguese text: a text the staff changed in
 * the editor no longer matches and keeps the translations they give it there.
 * Brazilian terms with no equivalent abroad keep their name beside the translation (carteira de
 * trabalho, "gato"), as the workers will hear them on the job.
 */

export const HAITIAN_CREOLE_REVIEW = 'Aguardando revisão de um falante nativo de crioulo haitiano';

type Texts = Readonly<Record<TranslationLanguage, string>>;

/** French puts a (no-break) space before ? : ! ; and inside « »: written here as plain spaces, made no-break. */
const frenchSpaces = (text: string) => text.replace(/ ([?:!;\u00bb])/g, '\u00a0$1').replace(/\u00ab /g, '\u00ab\u00a0');

const t = (es: string, en: string, fr: string, ht: string): Texts => ({ es, en, fr: frenchSpaces(fr), ht });

export const QUESTIONNAIRE_TRANSLATIONS: Readonly<Record<string, Texts>> = {
  // categories (panels)
  'Trabalho forçado': t('Trabajo forzoso', 'Forced labour', 'Travail forcé', 'Travay fòse'),
  'Condições degradantes de trabalho': t('Condiciones de trabajo degradantes', 'Degrading working conditions', 'Conditions de travail dégradantes', 'Kondisyon travay ki pa diy'),
  'Jornada exaustiva': t('Jornada agotadora', 'Exhausting working hours', 'Journées de travail épuisantes', 'Jounen travay ki epuize moun'),
  'Servidão por dívida': t('Servidumbre por deudas', 'Debt bondage', 'Servitude pour dettes', 'Esklavaj pou dèt'),

  // answers used by many questions
  Sim: t('Sí', 'Yes', 'Oui', 'Wi'),
  Não: t('No', 'No', 'Non', 'Non'),
  'Não sei': t('No sé', 'I don’t know', 'Je ne sais pas', 'Mwen pa konnen'),

  // Trabalho forçado
  'Os trabalhadores podem deixar o local de trabalho quando quiserem?': t(
    '¿Los trabajadores pueden irse del lugar de trabajo cuando quieren?',
    'Can the workers leave the workplace whenever they want?',
    'Les travailleurs peuvent-ils quitter le lieu de travail quand ils le veulent ?',
    'Èske travayè yo ka kite kote yo travay la lè yo vle?',
  ),
  'O que impede os trabalhadores de sair?': t('¿Qué les impide irse a los trabajadores?', 'What stops the workers from leaving?', 'Qu’est-ce qui empêche les travailleurs de partir ?', 'Kisa ki anpeche travayè yo ale?'),
  'Ameaças ou violência': t('Amenazas o violencia', 'Threats or violence', 'Des menaces ou de la violence', 'Menas oswa vyolans'),
  'Vigias ou pessoas armadas': t('Vigilantes o personas armadas', 'Guards or armed people', 'Des gardes ou des personnes armées', 'Gad oswa moun ki gen zam'),
  'Documentos retidos pelo empregador': t('Documentos retenidos por el empleador', 'Documents kept by the employer', 'Des papiers retenus par l’employeur', 'Patwon an kenbe papye yo'),
  'Local isolado, sem transporte': t('Lugar aislado, sin transporte', 'An isolated place, with no transport', 'Un lieu isolé, sans transport', 'Kote a izole, pa gen transpò'),
  'Dívida com o empregador': t('Una deuda con el empleador', 'A debt to the employer', 'Une dette envers l’employeur', 'Yon dèt ak patwon an'),
  'Os documentos dos trabalhadores (carteira de trabalho, RG) ficam com o empregador?': t(
    '¿El empleador se queda con los documentos de los trabajadores (carteira de trabalho, documento de identidad)?',
    'Does the employer keep the workers’ documents (work card, ID card)?',
    'L’employeur garde-t-il les papiers des travailleurs (carnet de travail, carte d’identité) ?',
    'Èske patwon an kenbe papye travayè yo (kanè travay, kat idantite)?',
  ),
  'Por exemplo: carteira de trabalho, carteira de identidade (RG), passaporte ou documento de estrangeiro (CRNM).': t(
    'Por ejemplo: carteira de trabalho (libreta de trabajo), documento de identidad (RG), pasaporte o documento de extranjero (CRNM).',
    'For example: work card (carteira de trabalho), ID card (RG), passport or foreign resident card (CRNM).',
    'Par exemple : carnet de travail (carteira de trabalho), carte d’identité (RG), passeport ou carte de séjour (CRNM).',
    'Pa egzanp: kanè travay (carteira de trabalho), kat idantite (RG), paspò oswa kat rezidan etranje (CRNM).',
  ),
  'Alguém já foi ameaçado, agredido ou castigado no trabalho?': t(
    '¿Alguien ha sido amenazado, agredido o castigado en el trabajo?',
    'Has anyone been threatened, attacked or punished at work?',
    'Quelqu’un a-t-il déjà été menacé, frappé ou puni au travail ?',
    'Èske yo te deja menase, bat oswa pini yon moun nan travay la?',
  ),
  'Quantos trabalhadores estão nessa situação, aproximadamente?': t(
    '¿Cuántos trabajadores están en esta situación, aproximadamente?',
    'Roughly how many workers are in this situation?',
    'Combien de travailleurs sont dans cette situation, à peu près ?',
    'Apeprè konbyen travayè ki nan sitiyasyon sa a?',
  ),
  'Se não souber o número exato, escreva uma estimativa, por exemplo: 20.': t(
    'Si no sabe el número exacto, escriba una cifra aproximada, por ejemplo: 20.',
    'If you do not know the exact number, write an estimate, for example: 20.',
    'Si vous ne connaissez pas le nombre exact, écrivez une estimation, par exemple : 20.',
    'Si ou pa konnen kantite egzak la, ekri yon kantite apeprè, pa egzanp: 20.',
  ),
  'Conte o que acontece quando alguém tenta ir embora': t(
    'Cuente qué pasa cuando alguien intenta irse',
    'Tell us what happens when someone tries to leave',
    'Racontez ce qui se passe quand quelqu’un essaie de partir',
    'Rakonte sa ki rive lè yon moun eseye ale',
  ),

  // Condições degradantes de trabalho
  'Onde os trabalhadores dormem?': t('¿Dónde duermen los trabajadores?', 'Where do the workers sleep?', 'Où dorment les travailleurs ?', 'Ki kote travayè yo dòmi?'),
  'Alojamento com camas e banheiro': t('Un alojamiento con camas y baño', 'Lodgings with beds and a bathroom', 'Un logement avec des lits et des sanitaires', 'Yon lojman ak kabann ak twalèt'),
  'Barracos de lona, palha ou plástico': t('Chozas de lona, paja o plástico', 'Shacks made of tarpaulin, straw or plastic', 'Des cabanes en bâche, en paille ou en plastique', 'Ti kay an bach, an pay oswa an plastik'),
  'No chão, em redes ou no próprio local de trabalho': t(
    'En el suelo, en hamacas o en el mismo lugar de trabajo',
    'On the floor, in hammocks or at the workplace itself',
    'Par terre, dans des hamacs ou sur le lieu de travail même',
    'Atè, nan ranmak oswa menm kote yo travay la',
  ),
  'Voltam para casa todos os dias': t('Vuelven a su casa todos los días', 'They go home every day', 'Ils rentrent chez eux tous les jours', 'Yo retounen lakay yo chak jou'),
  'Há água potável para beber?': t('¿Hay agua potable para beber?', 'Is there clean water to drink?', 'Y a-t-il de l’eau potable à boire ?', 'Èske gen dlo potab pou bwè?'),
  'De onde vem a água que os trabalhadores bebem?': t(
    '¿De dónde viene el agua que beben los trabajadores?',
    'Where does the water the workers drink come from?',
    'D’où vient l’eau que boivent les travailleurs ?',
    'Ki kote dlo travayè yo bwè a soti?',
  ),
  'Há banheiros para os trabalhadores?': t('¿Hay baños para los trabajadores?', 'Are there toilets for the workers?', 'Y a-t-il des toilettes pour les travailleurs ?', 'Èske gen twalèt pou travayè yo?'),
  'A comida é suficiente e de boa qualidade?': t('¿La comida es suficiente y de buena calidad?', 'Is there enough food, and is it good?', 'La nourriture est-elle suffisante et de bonne qualité ?', 'Èske manje a ase epi li bon?'),
  'Os trabalhadores recebem equipamentos de proteção (botas, luvas, máscaras)?': t(
    '¿Los trabajadores reciben equipos de protección (botas, guantes, mascarillas)?',
    'Are the workers given protective equipment (boots, gloves, masks)?',
    'Les travailleurs reçoivent-ils des équipements de protection (bottes, gants, masques) ?',
    'Èske yo bay travayè yo ekipman pwoteksyon (bòt, gan, mask)?',
  ),
  'Há crianças ou adolescentes trabalhando?': t('¿Hay niños o adolescentes trabajando?', 'Are there children or teenagers working?', 'Y a-t-il des enfants ou des adolescents qui travaillent ?', 'Èske gen timoun oswa adolesan k ap travay?'),

  // Jornada exaustiva
  'Quantas horas por dia os trabalhadores trabalham, em média?': t(
    '¿Cuántas horas al día trabajan los trabajadores, en promedio?',
    'On average, how many hours a day do the workers work?',
    'Combien d’heures par jour les travailleurs travaillent-ils, en moyenne ?',
    'An mwayèn, konbyen èdtan pa jou travayè yo travay?',
  ),
  'Escreva só o número, por exemplo: 12.': t('Escriba solo el número, por ejemplo: 12.', 'Write the number only, for example: 12.', 'Écrivez seulement le nombre, par exemple : 12.', 'Ekri chif la sèlman, pa egzanp: 12.'),
  'Os trabalhadores têm pelo menos um dia de folga por semana?': t(
    '¿Los trabajadores tienen al menos un día libre por semana?',
    'Do the workers get at least one day off a week?',
    'Les travailleurs ont-ils au moins un jour de repos par semaine ?',
    'Èske travayè yo gen omwen yon jou konje chak semèn?',
  ),
  'O pagamento depende de produção ou de metas?': t('¿El pago depende de la producción o de metas?', 'Does the pay depend on output or on targets?', 'La paie dépend-elle du rendement ou d’objectifs ?', 'Èske peman an depann de pwodiksyon oswa de objektif?'),
  'O que acontece por causa das metas?': t('¿Qué pasa a causa de las metas?', 'What happens because of the targets?', 'Que se passe-t-il à cause des objectifs ?', 'Kisa ki rive akòz objektif yo?'),
  'Trabalham mais de 12 horas por dia': t('Trabajan más de 12 horas al día', 'They work more than 12 hours a day', 'Ils travaillent plus de 12 heures par jour', 'Yo travay plis pase 12 èdtan pa jou'),
  'Trabalham à noite sem intervalo': t('Trabajan de noche sin descanso', 'They work at night without a break', 'Ils travaillent la nuit sans pause', 'Yo travay lannwit san poz'),
  'Trabalhadores passam mal ou se acidentam': t('Hay trabajadores que se enferman o se accidentan', 'Workers fall ill or get hurt', 'Des travailleurs tombent malades ou se blessent', 'Gen travayè ki tonbe malad oswa ki blese'),
  'Não há pausa para comer': t('No hay pausa para comer', 'There is no break to eat', 'Il n’y a pas de pause pour manger', 'Pa gen poz pou manje'),
  'Há trabalho durante a noite?': t('¿Se trabaja de noche?', 'Is there work at night?', 'Y a-t-il du travail de nuit ?', 'Èske gen travay lannwit?'),
  'Descreva a rotina de um dia de trabalho': t('Describa cómo es un día de trabajo', 'Describe a normal working day', 'Décrivez le déroulement d’une journée de travail', 'Dekri kijan yon jounen travay pase'),

  // Servidão por dívida
  'Os trabalhadores devem dinheiro ao empregador ou ao intermediário ("gato")?': t(
    '¿Los trabajadores le deben dinero al empleador o al intermediario («gato»)?',
    'Do the workers owe money to the employer or to the middleman (the "gato")?',
    'Les travailleurs doivent-ils de l’argent à l’employeur ou à l’intermédiaire (le « gato ») ?',
    'Èske travayè yo dwe lajan bay patwon an oswa entèmedyè a ("gato")?',
  ),
  '"Gato" é a pessoa que recruta os trabalhadores e os leva para o serviço em nome do empregador.': t(
    'El «gato» es la persona que recluta a los trabajadores y los lleva al trabajo en nombre del empleador.',
    'The "gato" is the person who recruits the workers and takes them to the job on the employer’s behalf.',
    'Le « gato » est la personne qui recrute les travailleurs et les emmène au travail pour le compte de l’employeur.',
    '"Gato" se moun ki rekrite travayè yo epi ki mennen yo nan travay la pou patwon an.',
  ),
  'De onde vem essa dívida?': t('¿De dónde viene esa deuda?', 'Where does this debt come from?', 'D’où vient cette dette ?', 'Ki kote dèt sa a soti?'),
  'Transporte até o local de trabalho': t('El transporte hasta el lugar de trabajo', 'Transport to the workplace', 'Le transport jusqu’au lieu de travail', 'Transpò pou rive kote travay la'),
  Alimentação: t('La comida', 'Food', 'La nourriture', 'Manje'),
  'Ferramentas ou equipamentos de proteção': t('Herramientas o equipos de protección', 'Tools or protective equipment', 'Des outils ou des équipements de protection', 'Zouti oswa ekipman pwoteksyon'),
  'Compras na cantina ou armazém do empregador': t(
    'Compras en la cantina o la tienda del empleador',
    'Purchases at the employer’s canteen or store',
    'Des achats à la cantine ou au magasin de l’employeur',
    'Acha nan kantin oswa nan magazen patwon an',
  ),
  'Adiantamento em dinheiro': t('Un adelanto de dinero', 'A cash advance', 'Une avance en argent', 'Yon avans lajan'),
  'Qual o valor aproximado da dívida, em reais?': t(
    '¿Cuál es el monto aproximado de la deuda, en reales?',
    'Roughly how much is the debt, in reais?',
    'Quel est le montant approximatif de la dette, en reais ?',
    'Apeprè konbyen kòb dèt la ye, an reyal?',
  ),
  'Escreva só o número, sem pontos nem R$, por exemplo: 1500.': t(
    'Escriba solo el número, sin puntos ni R$, por ejemplo: 1500.',
    'Write the number only, with no commas, dots or R$, for example: 1500.',
    'Écrivez seulement le nombre, sans points, sans espaces et sans R$, par exemple : 1500.',
    'Ekri chif la sèlman, san pwen, san vigil epi san R$, pa egzanp: 1500.',
  ),
  'Os trabalhadores recebem o salário em dia?': t('¿Los trabajadores reciben el salario a tiempo?', 'Are the workers paid on time?', 'Les travailleurs reçoivent-ils leur salaire à temps ?', 'Èske travayè yo resevwa salè yo alè?'),
  'Não, o salário é retido ou atrasado': t('No, el salario se retiene o se paga con retraso', 'No, the pay is withheld or late', 'Non, le salaire est retenu ou versé en retard', 'Non, yo kenbe salè a oswa li an reta'),
  'Recebem só em vales ou mercadorias': t('Solo reciben vales o mercancías', 'They are paid only in vouchers or goods', 'Ils ne sont payés qu’en bons ou en marchandises', 'Yo peye yo sèlman an bon oswa an machandiz'),
  'Os trabalhadores são obrigados a comprar na cantina ou no armazém do empregador?': t(
    '¿Los trabajadores están obligados a comprar en la cantina o la tienda del empleador?',
    'Are the workers made to buy at the employer’s canteen or store?',
    'Les travailleurs sont-ils obligés d’acheter à la cantine ou au magasin de l’employeur ?',
    'Èske yo fòse travayè yo achte nan kantin oswa nan magazen patwon an?',
  ),
  'Outras informações sobre a dívida ou o pagamento': t('Otra información sobre la deuda o el pago', 'Anything else about the debt or the pay', 'Autres informations sur la dette ou la paie', 'Lòt enfòmasyon sou dèt la oswa sou peman an'),
};

/** `{es: {field: text}, …}` for a Portuguese text of the demo questionnaire, or {} when it has none. */
export function seedTranslations<F extends string>(fields: Readonly<Partial<Record<F, string | null | undefined>>>): Partial<Record<TranslationLanguage, Partial<Record<F, string>>>> {
  const out: Partial<Record<TranslationLanguage, Partial<Record<F, string>>>> = {};
  for (const [field, portuguese] of Object.entries(fields) as [F, string | null | undefined][]) {
    const texts = portuguese ? QUESTIONNAIRE_TRANSLATIONS[portuguese] : undefined;
    if (!texts) continue;
    for (const [language, text] of Object.entries(texts) as [TranslationLanguage, string][]) out[language] = { ...out[language], [field]: text };
  }
  return out;
}
