/**
 * The public routes' messages in the public pages' other languages (issue 33), keyed by the Portuguese message the
 * API writes: whole messages, so that no answer mixes two languages. `{x}`, `{n}`, `{d}` stand for a part that varies
 * (a number, a protocol, a date, a quoted question already in the page's language) and is carried over as it is, or
 * for a term of API_TERMS, translated; a pattern whose part is anything else does not apply, and the message is
 * answered whole in Portuguese, as is one missing here. Haitian Creole: written carefully, awaiting a native
 * speaker's review (as the public pages' catalogues); `null` keeps an entry in Portuguese until one reviews it.
 */
import type { WaitUnit } from '@sisacte/contracts/common/retry-after';

export type ApiLanguage = 'es' | 'en' | 'fr' | 'ht';

export type Entry = readonly [pt: string, es: string, en: string, fr: string, ht: string | null];

export const API_MESSAGES: readonly Entry[] = [
  // the captcha ('Não sou um robô')
  [
    "Marque o quadro 'Não sou um robô'!",
    '¡Marque la casilla «No soy un robot»!',
    "Tick the 'I am not a robot' box!",
    'Cochez la case « Je ne suis pas un robot » !',
    'Make kare «Mwen pa yon robo» a!',
  ],
  [
    "A verificação 'Não sou um robô' é inválida. Marque o quadro novamente.",
    'La verificación «No soy un robot» no es válida. Marque la casilla de nuevo.',
    "The 'I am not a robot' check is not valid. Tick the box again.",
    'La vérification « Je ne suis pas un robot » est invalide. Cochez à nouveau la case.',
    'Verifikasyon «Mwen pa yon robo» a pa bon. Make kare a ankò.',
  ],
  [
    "A verificação 'Não sou um robô' expirou. Marque o quadro novamente.",
    'La verificación «No soy un robot» expiró. Marque la casilla de nuevo.',
    "The 'I am not a robot' check has expired. Tick the box again.",
    'La vérification « Je ne suis pas un robot » a expiré. Cochez à nouveau la case.',
    'Verifikasyon «Mwen pa yon robo» a ekspire. Make kare a ankò.',
  ],
  [
    "Esta verificação 'Não sou um robô' já foi usada. Marque o quadro novamente.",
    'Esta verificación «No soy un robot» ya fue usada. Marque la casilla de nuevo.',
    "This 'I am not a robot' check has already been used. Tick the box again.",
    'Cette vérification « Je ne suis pas un robot » a déjà été utilisée. Cochez à nouveau la case.',
    'Yo te deja sèvi ak verifikasyon «Mwen pa yon robo» sa a. Make kare a ankò.',
  ],
  // limits and retries
  [
    'Muitas denúncias enviadas deste endereço. Aguarde alguns minutos e tente novamente.',
    'Se enviaron demasiadas denuncias desde esta dirección. Espere unos minutos e intente de nuevo.',
    'Too many complaints sent from this address. Wait a few minutes and try again.',
    'Trop de signalements envoyés depuis cette adresse. Patientez quelques minutes et réessayez.',
    'Twòp denonsyasyon soti nan adrès sa a. Tann kèk minit epi eseye ankò.',
  ],
  [
    'Muitas consultas deste endereço. Aguarde alguns minutos e tente novamente.',
    'Demasiadas consultas desde esta dirección. Espere unos minutos e intente de nuevo.',
    'Too many look-ups from this address. Wait a few minutes and try again.',
    'Trop de consultations depuis cette adresse. Patientez quelques minutes et réessayez.',
    'Twòp rechèch soti nan adrès sa a. Tann kèk minit epi eseye ankò.',
  ],
  [
    'Muitas requisições. Aguarde e tente novamente.',
    'Demasiadas solicitudes. Espere e intente de nuevo.',
    'Too many requests. Wait and try again.',
    'Trop de requêtes. Patientez et réessayez.',
    'Twòp demann. Tann epi eseye ankò.',
  ],
  // the same limits before their vague closing: a 429 says its wait in words instead (API_TRY_AGAIN, translate.ts)
  ['Muitas denúncias enviadas deste endereço.', 'Se enviaron demasiadas denuncias desde esta dirección.', 'Too many complaints sent from this address.', 'Trop de signalements envoyés depuis cette adresse.', 'Twòp denonsyasyon soti nan adrès sa a.'],
  ['Muitas consultas deste endereço.', 'Demasiadas consultas desde esta dirección.', 'Too many look-ups from this address.', 'Trop de consultations depuis cette adresse.', 'Twòp rechèch soti nan adrès sa a.'],
  ['Muitas requisições.', 'Demasiadas solicitudes.', 'Too many requests.', 'Trop de requêtes.', 'Twòp demann.'],
  ['Muitas requisições deste endereço.', 'Demasiadas solicitudes desde esta dirección.', 'Too many requests from this address.', 'Trop de requêtes depuis cette adresse.', 'Twòp demann soti nan adrès sa a.'],
  ['Muitos códigos de acesso incorretos enviados deste endereço.', 'Demasiados códigos de acceso incorrectos enviados desde esta dirección.', 'Too many wrong access codes sent from this address.', 'Trop de codes d’accès erronés envoyés depuis cette adresse.', 'Twòp move kòd aksè soti nan adrès sa a.'],
  [
    'Esta chave de envio (Idempotency-Key) já foi usada com outros dados. Recarregue a página e envie novamente.',
    'Esta clave de envío (Idempotency-Key) ya se usó con otros datos. Recargue la página y envíe de nuevo.',
    'This submission key (Idempotency-Key) was already used with other data. Reload the page and send again.',
    'Cette clé d’envoi (Idempotency-Key) a déjà été utilisée avec d’autres données. Rechargez la page et renvoyez.',
    'Yo te deja sèvi ak kle voye sa a (Idempotency-Key) ak lòt done. Rechaje paj la epi voye ankò.',
  ],
  [
    'Esta denúncia já foi registrada com o protocolo {x}. O código de recibo foi mostrado no primeiro envio.',
    'Esta denuncia ya fue registrada con el protocolo {x}. El código de comprobante se mostró en el primer envío.',
    'This complaint was already registered under protocol {x}. The receipt code was shown when it was first sent.',
    'Ce signalement a déjà été enregistré sous le numéro {x}. Le code de récépissé a été affiché lors du premier envoi.',
    'Yo te deja anrejistre denonsyasyon sa a ak nimewo dosye {x}. Kòd resi a te parèt premye fwa li te ale.',
  ],
  // the follow-up
  [
    'Protocolo ou código de recibo não conferem.',
    'El protocolo o el código de comprobante no coinciden.',
    'The protocol number or the receipt code does not match.',
    'Le numéro de dossier ou le code de récépissé ne correspond pas.',
    'Nimewo dosye a oswa kòd resi a pa koresponn.',
  ],
  // whole messages of the complaint's and the follow-up's fields (the same words as the pages' catalogues)
  ['Nome do estabelecimento é obrigatório', 'El nombre del establecimiento es obligatorio', 'The name of the workplace is required', 'Le nom de l’établissement est obligatoire', 'Non kote travay la obligatwa'],
  ['Nome do estabelecimento deve ter no máximo 200 caracteres', 'El nombre del establecimiento debe tener como máximo 200 caracteres', 'The name of the workplace must have at most 200 characters', 'Le nom de l’établissement doit comporter au maximum 200 caractères', 'Non kote travay la pa ka depase 200 karaktè'],
  ['Endereço do estabelecimento é obrigatório', 'La dirección del establecimiento es obligatoria', 'The address of the workplace is required', 'L’adresse de l’établissement est obligatoire', 'Adrès kote travay la obligatwa'],
  ['Endereço deve ter no máximo 300 caracteres', 'La dirección debe tener como máximo 300 caracteres', 'The address must have at most 300 characters', 'L’adresse doit comporter au maximum 300 caractères', 'Adrès la pa ka depase 300 karaktè'],
  ['Número do protocolo é obrigatório', 'El número de protocolo es obligatorio', 'The protocol number is required', 'Le numéro de dossier est obligatoire', 'Nimewo dosye a obligatwa'],
  ['Número do protocolo inválido', 'Número de protocolo no válido', 'Invalid protocol number', 'Numéro de dossier invalide', 'Nimewo dosye a pa bon'],
  ['Código de recibo é obrigatório', 'El código de comprobante es obligatorio', 'The receipt code is required', 'Le code de récépissé est obligatoire', 'Kòd resi a obligatwa'],
  ['Código de recibo inválido', 'Código de comprobante no válido', 'Invalid receipt code', 'Code de récépissé invalide', 'Kòd resi a pa bon'],
  ['Município é obrigatório', 'El municipio es obligatorio', 'The municipality is required', 'La commune est obligatoire', 'Minisipalite a obligatwa'],
  ['Município inválido', 'Municipio no válido', 'Invalid municipality', 'Commune invalide', 'Minisipalite a pa bon'],
  ['UF é obrigatória', 'El estado (UF) es obligatorio', 'The state (UF) is required', 'L’État (UF) est obligatoire', 'Eta a (UF) obligatwa'],
  ['UF inválida', 'Estado (UF) no válido', 'Invalid state (UF)', 'État (UF) invalide', 'Eta a (UF) pa bon'],
  // the complaint's own checks
  [
    'A localização do estabelecimento deve estar no Brasil',
    'La ubicación del establecimiento debe estar en Brasil',
    'The location of the workplace must be in Brazil',
    'La localisation de l’établissement doit se trouver au Brésil',
    'Kote travay la dwe nan Brezil',
  ],
  ['Informe latitude e longitude juntas', 'Indique la latitud y la longitud juntas', 'Give latitude and longitude together', 'Indiquez la latitude et la longitude ensemble', 'Bay latitid ak lonjitid ansanm'],
  ['Resposta deve ter no máximo {n} caracteres', 'La respuesta debe tener como máximo {n} caracteres', 'The answer must have at most {n} characters', 'La réponse doit comporter au maximum {n} caractères', 'Repons lan pa ka depase {n} karaktè'],
  ['Resposta inválida', 'Respuesta no válida', 'Invalid answer', 'Réponse invalide', 'Repons lan pa bon'],
  ['Opção inválida', 'Opción no válida', 'Invalid option', 'Option invalide', 'Opsyon an pa bon'],
  ['Opções demais', 'Demasiadas opciones', 'Too many options', 'Trop d’options', 'Twòp opsyon'],
  ['Respostas demais', 'Demasiadas respuestas', 'Too many answers', 'Trop de réponses', 'Twòp repons'],
  ['Questão {x} respondida mais de uma vez', 'Pregunta {x} respondida más de una vez', 'Question {x} answered more than once', 'Question {x} répondue plus d’une fois', 'Yo reponn kesyon {x} plis pase yon fwa'],
  [
    'A questão {x} não existe ou foi removida do questionário',
    'La pregunta {x} no existe o fue quitada del cuestionario',
    'Question {x} does not exist or was removed from the questionnaire',
    'La question {x} n’existe pas ou a été retirée du questionnaire',
    'Kesyon {x} pa egziste oswa yo retire l nan kesyonè a',
  ],
  ['A questão {x} é obrigatória', 'La pregunta {x} es obligatoria', 'Question {x} is required', 'La question {x} est obligatoire', 'Kesyon {x} obligatwa'],
  ['A resposta de {x} deve ser um texto', 'La respuesta de {x} debe ser un texto', 'The answer to {x} must be text', 'La réponse à {x} doit être un texte', 'Repons pou {x} dwe yon tèks'],
  [
    'A resposta de {x} deve ser um número, de 0 para cima',
    'La respuesta de {x} debe ser un número, de 0 en adelante',
    'The answer to {x} must be a number, 0 or more',
    'La réponse à {x} doit être un nombre, à partir de 0',
    'Repons pou {x} dwe yon nimewo, 0 oswa plis',
  ],
  [
    'A resposta de {x} tem algarismos demais: use até 15 antes da vírgula e 6 depois',
    'La respuesta de {x} tiene demasiadas cifras: use hasta 15 antes de la coma y 6 después',
    'The answer to {x} has too many digits: use up to 15 before the decimal comma and 6 after',
    'La réponse à {x} a trop de chiffres : utilisez jusqu’à 15 avant la virgule et 6 après',
    'Repons pou {x} gen twòp chif: sèvi ak jiska 15 anvan vigil la ak 6 apre',
  ],
  ['A opção {n} não pertence à questão {x}', 'La opción {n} no pertenece a la pregunta {x}', 'Option {n} does not belong to question {x}', 'L’option {n} n’appartient pas à la question {x}', 'Opsyon {n} pa pou kesyon {x}'],
  ['O município {n} não existe na UF {x}', 'El municipio {n} no existe en el estado {x}', 'Municipality {n} does not exist in state {x}', 'La commune {n} n’existe pas dans l’État {x}', 'Minisipalite {n} pa egziste nan eta {x}'],
  [
    'Idioma deve ser pt, es, en, fr ou ht',
    'El idioma debe ser pt, es, en, fr o ht',
    'Language must be pt, es, en, fr or ht',
    'La langue doit être pt, es, en, fr ou ht',
    'Lang lan dwe pt, es, en, fr oswa ht',
  ],
  // the API's general refusals
  ['Dados inválidos', 'Datos no válidos', 'Invalid data', 'Données invalides', 'Done yo pa bon'],
  ['Requisição inválida', 'Solicitud no válida', 'Invalid request', 'Requête invalide', 'Demann lan pa bon'],
  ['O corpo da requisição não é um JSON válido', 'El cuerpo de la solicitud no es un JSON válido', 'The request body is not valid JSON', 'Le corps de la requête n’est pas un JSON valide', 'Kò demann lan pa yon JSON ki bon'],
  ['O corpo da requisição está vazio', 'El cuerpo de la solicitud está vacío', 'The request body is empty', 'Le corps de la requête est vide', 'Kò demann lan vid'],
  ['O corpo da requisição é grande demais', 'El cuerpo de la solicitud es demasiado grande', 'The request body is too large', 'Le corps de la requête est trop volumineux', 'Kò demann lan twò gwo'],
  ['Erro interno do servidor', 'Error interno del servidor', 'Internal server error', 'Erreur interne du serveur', 'Erè entèn nan sèvè a'],
  ['Recurso não encontrado', 'Recurso no encontrado', 'Not found', 'Ressource introuvable', 'Nou pa jwenn sa ou mande a'],
  ['Tipo de conteúdo não suportado (use application/json)', 'Tipo de contenido no admitido (use application/json)', 'Unsupported content type (use application/json)', 'Type de contenu non pris en charge (utilisez application/json)', 'Kalite kontni sa a pa aksepte (sèvi ak application/json)'],
  ['Tipo de conteúdo não suportado', 'Tipo de contenido no admitido', 'Unsupported content type', 'Type de contenu non pris en charge', 'Kalite kontni sa a pa aksepte'],
  ['Tamanho do corpo da requisição inválido', 'Tamaño del cuerpo de la solicitud no válido', 'Invalid request body size', 'Taille du corps de la requête invalide', 'Gwosè kò demann lan pa bon'],
  // the rules of the shared schemas, when a value of the wrong kind reaches them (a hand-made request)
  ['Entrada inválida', 'Entrada no válida', 'Invalid input', 'Entrée invalide', 'Done a pa bon'],
  ['Entrada inválida: esperava {t}, recebeu {u}', 'Entrada no válida: se esperaba {t}, se recibió {u}', 'Invalid input: expected {t}, received {u}', 'Entrée invalide : on attendait {t}, on a reçu {u}', 'Done a pa bon: nou t ap tann {t}, nou resevwa {u}'],
  ['Grande demais: esperava que o texto tivesse <= {n} caracteres', 'Texto demasiado largo: como máximo {n} caracteres', 'Text too long: at most {n} characters', 'Texte trop long : au maximum {n} caractères', 'Tèks la twò long: pa plis pase {n} karaktè'],
  ['Grande demais: esperava que o vetor tivesse <= {n} elementos', 'Demasiados elementos: como máximo {n}', 'Too many items: at most {n}', 'Trop d’éléments : au maximum {n}', 'Twòp eleman: pa plis pase {n}'],
  ['Pequeno demais: esperava que o texto tivesse >= {n} caracteres', 'Texto demasiado corto: al menos {n} caracteres', 'Text too short: at least {n} characters', 'Texte trop court : au moins {n} caractères', 'Tèks la twò kout: omwen {n} karaktè'],
  ['Pequeno demais: esperava que o vetor tivesse >= {n} elementos', 'Muy pocos elementos: al menos {n}', 'Too few items: at least {n}', 'Trop peu d’éléments : au moins {n}', 'Twò piti eleman: omwen {n}'],
  // path parameters and ids
  ['id deve ser um número', 'El identificador debe ser un número', 'The id must be a number', 'L’identifiant doit être un nombre', 'Idantifyan an dwe yon nimewo'],
  ['id deve ser um número inteiro', 'El identificador debe ser un número entero', 'The id must be a whole number', 'L’identifiant doit être un nombre entier', 'Idantifyan an dwe yon nonb antye'],
  ['id deve ser positivo', 'El identificador debe ser positivo', 'The id must be positive', 'L’identifiant doit être positif', 'Idantifyan an dwe pozitif'],
  ['id inválido', 'Identificador no válido', 'Invalid id', 'Identifiant invalide', 'Idantifyan an pa bon'],
  // the complaint's fields (the wizard's words)
  ['Questão inválido', 'Pregunta no válida', 'Invalid question', 'Question invalide', 'Kesyon an pa bon'],
  ['Questão inválida', 'Pregunta no válida', 'Invalid question', 'Question invalide', 'Kesyon an pa bon'],
  ['Respostas devem ser uma lista', 'Las respuestas deben ser una lista', 'The answers must be a list', 'Les réponses doivent être une liste', 'Repons yo dwe yon lis'],
  ['Organizações devem ser uma lista', 'Las organizaciones deben ser una lista', 'The organizations must be a list', 'Les organisations doivent être une liste', 'Òganizasyon yo dwe yon lis'],
  ['Organizações demais', 'Demasiadas organizaciones', 'Too many organizations', 'Trop d’organisations', 'Twòp òganizasyon'],
  ['Organização {n} não encontrada', 'Organización {n} no encontrada', 'Organization {n} not found', 'Organisation {n} introuvable', 'Nou pa jwenn òganizasyon {n}'],
  [
    'Só a equipe de denúncias escolhe as organizações da denúncia; as suas organizações já são incluídas.',
    'Solo el equipo de denuncias elige las organizaciones de la denuncia; las suyas ya están incluidas.',
    'Only the complaints team chooses the organizations of a complaint; yours are already included.',
    'Seule l’équipe des signalements choisit les organisations du signalement ; les vôtres sont déjà incluses.',
    'Se ekip denonsyasyon yo sèlman ki chwazi òganizasyon yon denonsyasyon; pa w yo deja ladan l.',
  ],
  ['Latitude deve ser um número', 'La latitud debe ser un número', 'The latitude must be a number', 'La latitude doit être un nombre', 'Latitid la dwe yon nimewo'],
  ['Longitude deve ser um número', 'La longitud debe ser un número', 'The longitude must be a number', 'La longitude doit être un nombre', 'Lonjitid la dwe yon nimewo'],
  ['Previsão de encerramento é obrigatória', 'La fecha prevista de fin es obligatoria', 'The expected end date is required', 'La date de fin prévue est obligatoire', 'Dat travay la prevwa fini an obligatwa'],
  [
    'Previsão de encerramento inválida (use AAAA-MM-DD)',
    'Fecha prevista de fin no válida (use AAAA-MM-DD)',
    'Invalid expected end date (use YYYY-MM-DD)',
    'Date de fin prévue invalide (utilisez AAAA-MM-JJ)',
    'Dat travay la prevwa fini an pa bon (sèvi ak AAAA-MM-JJ)',
  ],
  ['Previsão de encerramento não pode ser anterior a {d}', 'La fecha prevista de fin no puede ser anterior al {d}', 'The expected end date cannot be before {d}', 'La date de fin prévue ne peut pas être antérieure au {d}', 'Dat travay la prevwa fini an pa ka anvan {d}'],
  ['Previsão de encerramento não pode ser posterior a {d}', 'La fecha prevista de fin no puede ser posterior al {d}', 'The expected end date cannot be after {d}', 'La date de fin prévue ne peut pas être postérieure au {d}', 'Dat travay la prevwa fini an pa ka apre {d}'],
  ['A resposta de {x} deve ser o id de uma opção', 'La respuesta de {x} debe ser el identificador de una opción', 'The answer to {x} must be the id of an option', 'La réponse à {x} doit être l’identifiant d’une option', 'Repons pou {x} dwe idantifyan yon opsyon'],
  [
    'A resposta de {x} deve ser uma lista de ids de opções',
    'La respuesta de {x} debe ser una lista de identificadores de opciones',
    'The answer to {x} must be a list of option ids',
    'La réponse à {x} doit être une liste d’identifiants d’options',
    'Repons pou {x} dwe yon lis idantifyan opsyon',
  ],
  [
    'A questão {x} não deve ser respondida: ela só aparece quando {y} tem a resposta {z}',
    'La pregunta {x} no debe responderse: solo aparece cuando {y} tiene la respuesta {z}',
    'Question {x} must not be answered: it only appears when {y} has the answer {z}',
    'La question {x} ne doit pas recevoir de réponse : elle n’apparaît que lorsque {y} a la réponse {z}',
    'Ou pa dwe reponn kesyon {x}: li parèt sèlman lè {y} gen repons {z}',
  ],
  // the self-diagnosis (the same words as its pages' catalogues)
  [
    'Avaliação não encontrada ou código de acesso inválido',
    'Evaluación no encontrada o código de acceso no válido',
    'Assessment not found or invalid access code',
    'Évaluation introuvable ou code d’accès invalide',
    'Nou pa jwenn evalyasyon an oswa kòd aksè a pa bon',
  ],
  [
    'Muitas requisições deste endereço. Aguarde alguns minutos e tente novamente.',
    'Demasiadas solicitudes desde esta dirección. Espere unos minutos e inténtelo de nuevo.',
    'Too many requests from this address. Wait a few minutes and try again.',
    'Trop de requêtes depuis cette adresse. Patientez quelques minutes et réessayez.',
    'Twòp demann soti nan adrès sa a. Tann kèk minit epi eseye ankò.',
  ],
  [
    'Muitos códigos de acesso incorretos enviados deste endereço. Aguarde alguns minutos e tente novamente.',
    'Demasiados códigos de acceso incorrectos enviados desde esta dirección. Espere unos minutos e inténtelo de nuevo.',
    'Too many wrong access codes sent from this address. Wait a few minutes and try again.',
    'Trop de codes d’accès erronés envoyés depuis cette adresse. Patientez quelques minutes et réessayez.',
    'Twòp move kòd aksè soti nan adrès sa a. Tann kèk minit epi eseye ankò.',
  ],
  [
    'Esta avaliação já foi criada. O código de acesso foi mostrado no primeiro envio.',
    'Esta evaluación ya fue creada. El código de acceso se mostró en el primer envío.',
    'This assessment has already been created. The access code was shown the first time.',
    'Cette évaluation a déjà été créée. Le code d’accès a été affiché lors du premier envoi.',
    'Evalyasyon sa a te deja kreye. Kòd aksè a te parèt premye fwa a.',
  ],
  [
    'Idempotency-Key inválida: use de 8 a 200 letras, números, ponto, hífen, dois-pontos ou sublinhado',
    'Idempotency-Key no válida: use de 8 a 200 letras, números, punto, guion, dos puntos o guion bajo',
    'Invalid Idempotency-Key: use 8 to 200 letters, digits, dots, hyphens, colons or underscores',
    'Idempotency-Key invalide : utilisez de 8 à 200 lettres, chiffres, points, traits d’union, deux-points ou tirets bas',
    'Idempotency-Key la pa bon: sèvi ak 8 a 200 lèt, chif, pwen, tirè, de pwen oswa tirè anba',
  ],
  ['Modelo inválido', 'Modelo no válido', 'Invalid model', 'Modèle invalide', 'Modèl la pa bon'],
  ['Modelo não encontrado', 'Modelo no encontrado', 'Model not found', 'Modèle introuvable', 'Nou pa jwenn modèl la'],
  [
    'Este modelo foi substituído por uma versão mais nova; escolha o modelo novamente',
    'Este modelo fue reemplazado por una versión más nueva; elija el modelo de nuevo',
    'This model has been replaced by a newer version; choose the model again',
    'Ce modèle a été remplacé par une version plus récente ; choisissez à nouveau le modèle',
    'Yo ranplase modèl sa a ak yon vèsyon ki pi nouvo; chwazi modèl la ankò',
  ],
  ['Nome do estabelecimento deve ter ao menos 2 caracteres', 'El nombre del establecimiento debe tener al menos 2 caracteres', 'The name of the workplace must have at least 2 characters', 'Le nom de l’établissement doit comporter au moins 2 caractères', 'Non kote travay la dwe gen omwen 2 karaktè'],
  ['CNAE é obrigatório', 'El CNAE es obligatorio', 'The CNAE code is required', 'Le code CNAE est obligatoire', 'Kòd CNAE a obligatwa'],
  ['CNAE deve ter 7 dígitos (subclasse)', 'El CNAE debe tener 7 dígitos (subclase)', 'The CNAE code must have 7 digits (subclass)', 'Le code CNAE doit comporter 7 chiffres (sous-classe)', 'Kòd CNAE a dwe gen 7 chif (sou-klas)'],
  [
    'CNAE não encontrado na tabela de subclasses: escolha um da lista',
    'CNAE no encontrado en la tabla de subclases: elija uno de la lista',
    'CNAE code not found in the table of subclasses: choose one from the list',
    'Code CNAE introuvable dans la table des sous-classes : choisissez-en un dans la liste',
    'Nou pa jwenn kòd CNAE a nan tab sou-klas yo: chwazi youn nan lis la',
  ],
  ['UF {x} não encontrada', 'Estado (UF) {x} no encontrado', 'State (UF) {x} not found', 'État (UF) {x} introuvable', 'Nou pa jwenn eta (UF) {x}'],
  [
    'Código de acesso da avaliação é obrigatório (cabeçalho X-Codigo-Avaliacao)',
    'El código de acceso de la evaluación es obligatorio (encabezado X-Codigo-Avaliacao)',
    'The access code of the assessment is required (X-Codigo-Avaliacao header)',
    'Le code d’accès de l’évaluation est obligatoire (en-tête X-Codigo-Avaliacao)',
    'Kòd aksè evalyasyon an obligatwa (antèt X-Codigo-Avaliacao)',
  ],
  ['Código de acesso da avaliação inválido', 'Código de acceso de la evaluación no válido', 'Invalid access code for the assessment', 'Code d’accès de l’évaluation invalide', 'Kòd aksè evalyasyon an pa bon'],
  ['avaliacao_id inválido', 'Identificador de la evaluación (avaliacao_id) no válido', 'Invalid assessment id (avaliacao_id)', 'Identifiant de l’évaluation (avaliacao_id) invalide', 'Idantifyan evalyasyon an (avaliacao_id) pa bon'],
  ['questao_id inválido', 'Identificador de la pregunta (questao_id) no válido', 'Invalid question id (questao_id)', 'Identifiant de la question (questao_id) invalide', 'Idantifyan kesyon an (questao_id) pa bon'],
  ['opcao_id inválido', 'Identificador de la opción (opcao_id) no válido', 'Invalid option id (opcao_id)', 'Identifiant de l’option (opcao_id) invalide', 'Idantifyan opsyon an (opcao_id) pa bon'],
  ['Bloco não encontrado', 'Bloque no encontrado', 'Section not found', 'Partie introuvable', 'Nou pa jwenn pati a'],
  ['Este modelo não tem blocos', 'Este modelo no tiene bloques', 'This model has no sections', 'Ce modèle n’a pas de parties', 'Modèl sa a pa gen pati'],
  ['Questão não encontrada', 'Pregunta no encontrada', 'Question not found', 'Question introuvable', 'Nou pa jwenn kesyon an'],
  ['Questão {n} não encontrada', 'Pregunta {n} no encontrada', 'Question {n} not found', 'Question {n} introuvable', 'Nou pa jwenn kesyon {n}'],
  ['Este bloco não tem questões', 'Este bloque no tiene preguntas', 'This section has no questions', 'Cette partie n’a pas de questions', 'Pati sa a pa gen kesyon'],
  ['Opção não encontrada', 'Opción no encontrada', 'Option not found', 'Option introuvable', 'Nou pa jwenn opsyon an'],
  ['Opção {n} não encontrada', 'Opción {n} no encontrada', 'Option {n} not found', 'Option {n} introuvable', 'Nou pa jwenn opsyon {n}'],
  ['A opção escolhida não pertence a esta questão', 'La opción elegida no pertenece a esta pregunta', 'The chosen option does not belong to this question', 'L’option choisie n’appartient pas à cette question', 'Opsyon ou chwazi a pa pou kesyon sa a'],
  ['A questão não pertence ao modelo desta avaliação', 'La pregunta no pertenece al modelo de esta evaluación', 'The question does not belong to the model of this assessment', 'La question n’appartient pas au modèle de cette évaluation', 'Kesyon an pa fè pati modèl evalyasyon sa a'],
  ['Esta questão não tem risco identificado nesta avaliação', 'Esta pregunta no tiene riesgo identificado en esta evaluación', 'This question has no risk found in this assessment', 'Cette question n’a pas de risque relevé dans cette évaluation', 'Kesyon sa a pa gen risk nou jwenn nan evalyasyon sa a'],
  ['Plano de Ação!', '¡Plan de acción!', 'Action plan!', 'Plan d’action !', 'Plan aksyon!'],
  ['name deve ser um texto', 'La búsqueda debe ser un texto', 'The search must be text', 'La recherche doit être un texte', 'Rechèch la dwe yon tèks'],
  ['name contém caracteres inválidos', 'La búsqueda contiene caracteres no válidos', 'The search contains characters that are not allowed', 'La recherche contient des caractères invalides', 'Rechèch la gen karaktè ki pa bon'],
  ['name deve ter no máximo {n} caracteres', 'La búsqueda debe tener como máximo {n} caracteres', 'The search must have at most {n} characters', 'La recherche doit comporter au maximum {n} caractères', 'Rechèch la pa ka depase {n} karaktè'],
  // the action plan's measures (the same words as its pages' catalogues)
  ['Ações são obrigatórias', 'Las acciones son obligatorias', 'The actions are required', 'Les actions sont obligatoires', 'Aksyon yo obligatwa'],
  ['Ações devem ter ao menos 3 caracteres', 'Las acciones deben tener al menos 3 caracteres', 'The actions must have at least 3 characters', 'Les actions doivent comporter au moins 3 caractères', 'Aksyon yo dwe gen omwen 3 karaktè'],
  ['Ações devem ter no máximo 4000 caracteres', 'Las acciones deben tener como máximo 4000 caracteres', 'The actions must have at most 4000 characters', 'Les actions doivent comporter au maximum 4000 caractères', 'Aksyon yo pa ka depase 4000 karaktè'],
  ['Responsável é obrigatório', 'El responsable es obligatorio', 'The person responsible is required', 'Le responsable est obligatoire', 'Moun ki responsab la obligatwa'],
  ['Responsável deve ter ao menos 2 caracteres', 'El responsable debe tener al menos 2 caracteres', 'The person responsible must have at least 2 characters', 'Le responsable doit comporter au moins 2 caractères', 'Moun ki responsab la dwe gen omwen 2 karaktè'],
  ['Responsável deve ter no máximo 200 caracteres', 'El responsable debe tener como máximo 200 caracteres', 'The person responsible must have at most 200 characters', 'Le responsable doit comporter au maximum 200 caractères', 'Moun ki responsab la pa ka depase 200 karaktè'],
  ['Data de início é obrigatória', 'La fecha de inicio es obligatoria', 'The start date is required', 'La date de début est obligatoire', 'Dat kòmansman an obligatwa'],
  ['Data de fim é obrigatória', 'La fecha de fin es obligatoria', 'The end date is required', 'La date de fin est obligatoire', 'Dat fen an obligatwa'],
  ['Data de início inválida (use AAAA-MM-DD)', 'Fecha de inicio no válida (use AAAA-MM-DD)', 'Invalid start date (use YYYY-MM-DD)', 'Date de début invalide (utilisez AAAA-MM-JJ)', 'Dat kòmansman an pa bon (sèvi ak AAAA-MM-JJ)'],
  ['Data de fim inválida (use AAAA-MM-DD)', 'Fecha de fin no válida (use AAAA-MM-DD)', 'Invalid end date (use YYYY-MM-DD)', 'Date de fin invalide (utilisez AAAA-MM-JJ)', 'Dat fen an pa bon (sèvi ak AAAA-MM-JJ)'],
  ['Data de início não pode ser anterior a {d}', 'La fecha de inicio no puede ser anterior al {d}', 'The start date cannot be before {d}', 'La date de début ne peut pas être antérieure au {d}', 'Dat kòmansman an pa ka anvan {d}'],
  ['Data de fim não pode ser anterior a {d}', 'La fecha de fin no puede ser anterior al {d}', 'The end date cannot be before {d}', 'La date de fin ne peut pas être antérieure au {d}', 'Dat fen an pa ka anvan {d}'],
  ['Data de início não pode ser posterior a {d}', 'La fecha de inicio no puede ser posterior al {d}', 'The start date cannot be after {d}', 'La date de début ne peut pas être postérieure au {d}', 'Dat kòmansman an pa ka apre {d}'],
  ['Data de fim não pode ser posterior a {d}', 'La fecha de fin no puede ser posterior al {d}', 'The end date cannot be after {d}', 'La date de fin ne peut pas être postérieure au {d}', 'Dat fen an pa ka apre {d}'],
  ['Data de fim não pode ser anterior à data de início', 'La fecha de fin no puede ser anterior a la fecha de inicio', 'The end date cannot be before the start date', 'La date de fin ne peut pas être antérieure à la date de début', 'Dat fen an pa ka anvan dat kòmansman an'],
  // the page /denunciar answers while no released version of it can be read (plugins/public-page.ts): its title and text
  ['Fazer uma denúncia', 'Hacer una denuncia', 'Make a complaint', 'Faire un signalement', 'Fè yon denonsyasyon'],
  [
    'O formulário de denúncia não está disponível agora. Tente novamente em alguns minutos.',
    'El formulario de denuncia no está disponible en este momento. Intente de nuevo en unos minutos.',
    'The complaint form is not available right now. Try again in a few minutes.',
    'Le formulaire de signalement n’est pas disponible pour le moment. Réessayez dans quelques minutes.',
    'Fòmilè denonsyasyon an pa disponib kounye a. Eseye ankò nan kèk minit.',
  ],
];

/**
 * Words a pattern's part may hold, translated with it: the request parts the error handler names, the kinds of value
 * of the shared schemas' rules, the parent question a hidden question depends on. Never a message on their own.
 */
export const API_TERMS: readonly Entry[] = [
  ['Corpo da requisição', 'Cuerpo de la solicitud', 'Request body', 'Corps de la requête', 'Kò demann lan'],
  ['Parâmetros da consulta', 'Parámetros de la consulta', 'Query parameters', 'Paramètres de la requête', 'Paramèt rechèch la'],
  ['Parâmetros do caminho', 'Parámetros de la ruta', 'Path parameters', 'Paramètres du chemin', 'Paramèt chemen an'],
  ['Cabeçalhos', 'Encabezados', 'Headers', 'En-têtes', 'Antèt yo'],
  ['um texto', 'un texto', 'text', 'un texte', 'yon tèks'],
  ['um número', 'un número', 'a number', 'un nombre', 'yon nimewo'],
  ['um número inteiro', 'un número entero', 'a whole number', 'un nombre entier', 'yon nonb antye'],
  ['um valor booleano', 'un valor booleano', 'true or false', 'un booléen', 'vre oswa fo'],
  ['um vetor', 'una lista', 'a list', 'une liste', 'yon lis'],
  ['um objeto', 'un objeto', 'an object', 'un objet', 'yon objè'],
  ['uma data', 'una fecha', 'a date', 'une date', 'yon dat'],
  ['um valor "nulo"', 'un valor nulo', 'null', 'la valeur nulle', 'yon valè nil'],
  ['um valor "undefined"', 'un valor indefinido', 'nothing', 'une valeur indéfinie', 'yon valè ki pa defini'],
  ['um valor "NaN"', 'un valor que no es un número', 'a value that is not a number', 'une valeur qui n’est pas un nombre', 'yon valè ki pa yon nimewo'],
  ['a questão pai', 'la pregunta principal', 'the parent question', 'la question principale', 'kesyon prensipal la'],
];

/**
 * When to try again after a 429, in each language, as the Portuguese 'Tente novamente em 5 minutos.'
 * (retryAfterText): the words before the count, then each unit's one and many ('… en 1 minuto.', '… en 5 minutos.').
 */
export const API_TRY_AGAIN: Readonly<Record<ApiLanguage, { before: string; units: Readonly<Record<WaitUnit, readonly [one: string, many: string]>> }>> = {
  es: { before: 'Inténtelo de nuevo en', units: { second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] } },
  en: { before: 'Try again in', units: { second: ['second', 'seconds'], minute: ['minute', 'minutes'], hour: ['hour', 'hours'] } },
  fr: { before: 'Réessayez dans', units: { second: ['seconde', 'secondes'], minute: ['minute', 'minutes'], hour: ['heure', 'heures'] } },
  ht: { before: 'Eseye ankò nan', units: { second: ['segonn', 'segonn'], minute: ['minit', 'minit'], hour: ['èdtan', 'èdtan'] } },
};
