import { onTopic } from "./passage";

// Labour rules an employer asks about alongside payroll (Código do Trabalho, Lei 7/2009, as amended
// by Lei 13/2023, Agenda do Trabalho Digno).

const CT = "Código do Trabalho";

export const trabalho = onTopic("Trabalho — regras do Código do Trabalho", [
  {
    id: "trabalho-periodo-experimental",
    title: "Período experimental",
    text: "Nos contratos sem termo, o período experimental é de 90 dias para a generalidade dos trabalhadores; de 180 dias para cargos de complexidade técnica, elevada responsabilidade ou confiança, e para quem procura o primeiro emprego ou é desempregado de longa duração; e de 240 dias para cargos de direção ou quadros superiores. Nos contratos a termo é de 30 dias (contratos de seis meses ou mais) ou 15 dias (menos de seis meses).",
    reference: `${CT}, art. 112.º`,
    subjects: ["periodo experimental", "periodo de experiencia", "experiencia"],
    asks: ["prazo", "quantidade"],
    keywords: "periodo experimental 90 dias 180 240 30 15 contrato termo sem termo primeiro emprego",
  },
  {
    id: "trabalho-feriados",
    title: "Feriados obrigatórios",
    text: "Os feriados obrigatórios são: 1 de janeiro, Sexta-Feira Santa, Domingo de Páscoa, 25 de abril, 1 de maio, Corpo de Deus, 10 de junho, 15 de agosto, 5 de outubro, 1 de novembro, 1, 8 e 25 de dezembro. A terça-feira de Carnaval e o feriado municipal podem ser observados como feriados facultativos. O trabalho em dia feriado é pago com acréscimo ou dá descanso compensatório.",
    reference: `${CT}, art. 234.º, 235.º e 269.º`,
    subjects: ["feriados", "feriado", "feriados obrigatorios", "carnaval", "feriado municipal"],
    asks: ["prazo", "quantidade"],
    keywords: "feriados obrigatorios lista carnaval municipal pascoa natal abril maio junho agosto outubro novembro dezembro",
  },
  {
    id: "trabalho-noturno",
    title: "Trabalho noturno",
    text: "Considera-se trabalho noturno o prestado entre as 22 horas de um dia e as 7 horas do dia seguinte, salvo outro período fixado em instrumento de regulamentação coletiva (com pelo menos 7 horas, incluindo o intervalo entre as 0 e as 5 horas). É pago com um acréscimo de 25% sobre o trabalho equivalente prestado de dia.",
    reference: `${CT}, art. 223.º e 266.º`,
    subjects: ["trabalho noturno", "turno da noite", "noite"],
    asks: ["taxa", "quantidade"],
    keywords: "trabalho noturno noite 22 horas 7 horas acrescimo 25% turno",
  },
  {
    id: "trabalho-horario-maximo",
    title: "Duração máxima do trabalho",
    text: "O período normal de trabalho não pode exceder 8 horas por dia nem 40 horas por semana, salvo regimes de adaptabilidade, banco de horas ou horário concentrado previstos na lei ou em convenção coletiva. Entre dois períodos diários de trabalho há um descanso mínimo de 11 horas seguidas.",
    reference: `${CT}, art. 203.º e 214.º`,
    subjects: ["horario de trabalho", "horas por dia", "horas por semana", "40 horas", "8 horas"],
    asks: ["quantidade"],
    keywords: "horario trabalho maximo 8 horas dia 40 semana descanso 11 horas banco horas adaptabilidade",
  },
  {
    id: "trabalho-contrato-termo",
    title: "Contrato a termo: duração e renovações",
    text: "O contrato a termo certo só é admitido para necessidades temporárias e não pode durar mais de 2 anos, incluindo renovações, que são no máximo três, e a duração total das renovações não pode exceder a do período inicial. O contrato a termo incerto não pode durar mais de 4 anos. No fim do contrato, por caducidade, o trabalhador recebe uma compensação de 24 dias de retribuição base e diuturnidades por cada ano completo.",
    reference: `${CT}, art. 140.º, 148.º, 149.º e 344.º (Lei 13/2023)`,
    subjects: ["contrato a termo", "contrato a prazo", "renovacao do contrato", "termo certo", "termo incerto", "fim do contrato"],
    asks: ["prazo", "quantidade"],
    keywords: "contrato termo prazo certo incerto duracao 2 anos 4 anos renovacoes tres compensacao caducidade 24 dias",
  },
  {
    id: "trabalho-despedimento-compensacao",
    title: "Compensação por despedimento coletivo ou extinção do posto",
    text: "No despedimento coletivo, por extinção do posto de trabalho ou por inadaptação, o trabalhador tem direito a uma compensação de 14 dias de retribuição base e diuturnidades por cada ano completo de antiguidade, com os limites da lei (retribuição considerada até 20 salários mínimos e total até 12 vezes a retribuição mensal).",
    reference: `${CT}, art. 366.º (Lei 13/2023)`,
    subjects: ["despedimento", "despedimento coletivo", "extincao do posto de trabalho", "indemnizacao", "compensacao por despedimento"],
    asks: ["quantidade"],
    keywords: "despedimento coletivo extincao posto compensacao indemnizacao 14 dias ano antiguidade limites",
  },
  {
    id: "trabalho-medicina",
    title: "Segurança e saúde no trabalho (medicina do trabalho)",
    text: "Todas as empresas com trabalhadores têm de organizar os serviços de segurança e saúde no trabalho (internos, comuns ou externos): exames de saúde de admissão, periódicos e ocasionais, avaliação de riscos e formação. A falta destes serviços é contraordenação.",
    reference: "Lei 102/2009 (regime jurídico da promoção da segurança e saúde no trabalho), art. 15.º, 74.º e 108.º",
    subjects: ["medicina do trabalho", "seguranca no trabalho", "saude no trabalho", "exames medicos", "hst"],
    asks: [],
    keywords: "medicina trabalho seguranca saude hst exames admissao periodicos avaliacao riscos obrigatorio empresa",
  },
  {
    id: "trabalho-formacao-continua",
    title: "Formação contínua obrigatória dos trabalhadores",
    text: "O trabalhador tem direito, em cada ano, a um número mínimo de 40 horas de formação contínua (ou proporcional, nos contratos a termo de três meses ou mais). As horas não dadas pelo empregador no prazo de dois anos convertem-se num crédito de horas do trabalhador.",
    reference: `${CT}, art. 131.º e 132.º`,
    subjects: ["formacao continua", "horas de formacao", "40 horas de formacao", "formacao obrigatoria"],
    asks: ["quantidade"],
    keywords: "formacao continua 40 horas ano trabalhador obrigatoria credito horas dois anos",
  },
  {
    id: "trabalho-casamento-falta",
    title: "Faltas justificadas mais comuns",
    text: "São faltas justificadas, entre outras: 15 dias seguidos por casamento; até 20 dias consecutivos por falecimento do cônjuge, unido de facto, filho ou enteado; até 5 dias consecutivos por falecimento de outro parente ou afim no 1.º grau da linha reta; até 2 dias por falecimento de outro parente na linha reta ou no 2.º grau da linha colateral; as motivadas por doença ou acidente; e as prestadas para assistência a filhos e ao agregado, nos termos da lei.",
    reference: `${CT}, art. 249.º e 251.º (Lei 13/2023)`,
    subjects: ["faltas", "falta justificada", "faltas justificadas", "casamento", "falecimento", "luto"],
    asks: ["quantidade"],
    keywords: "faltas justificadas casamento 15 dias falecimento luto 20 dias 5 dias 2 dias doenca assistencia",
  },
]);
