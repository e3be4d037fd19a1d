// The asker's trade or business named as context («sou fisioterapeuta», «a nossa empresa de eventos», «no food truck»,
// «clínica dentária lda», «abri um ginásio»): who asks, not what the question is about. Dropped from the words a
// passage must cover (tax-question-match.ts `readQuestion`), kept in the text searched, so a passage on the trade
// itself (the gym's VAT) is still found by it. Round tune11 (outside set 11, trades no earlier set used): a trade
// known to one or two passages («ginásio», «clínica») made every other passage fail coverage for lacking it.

/** Trades and professions (folded): whoever says «sou …», «como …», «trabalho como …». */
const PROFESSIONS =
  "fisioterapeuta|dentista|medico dentista|medica dentista|medico|medica|enfermeir[oa]|psicolog[oa]|nutricionista|veterinari[oa]|" +
  "tatuador[a]?|personal trainer|instrutor[a]?|treinador[a]?|youtuber|influencer|streamer|criador[a]? de conteudos|designer|fotograf[oa]|" +
  "tradutor[a]?|interprete|canalizador|eletricista|pintor|carpinteiro|serralheiro|pedreiro|mecanico|esteticista|" +
  "agente imobiliari[oa]|mediador[a]? imobiliari[oa]|consultor[a]? imobiliari[oa]|produtor[a]? de vinho|viticultor[a]?|agricultor[a]?|" +
  "horticultor[a]?|apicultor[a]?|artesa|artesao|ceramista|programador[a]?|explicador[a]?|formador[a]?|professor[a]?|musico|dj";

/** Businesses (folded) the asker runs or works in. */
const BUSINESSES =
  "clinica dentaria|clinica medica|clinica veterinaria|clinica de \\w+|consultorio( \\w+)?|ginasio|health club|estudio de tatuagens?|estudio de \\w+|" +
  "food truck|roulotte|creche|infantario|jardim de infancia|escola de conducao|imobiliaria|agencia imobiliaria|adega|quinta|" +
  "(empresa|sociedade|lda|startup|agencia) de \\w+";

export const TRADE_CONTEXT = new RegExp(
  [
    // «sou fisioterapeuta», «como personal trainer», «trabalho como tradutora», «comecei agora como tatuador».
    `\\b(sou|somos|como|enquanto|trabalho como|trabalhamos como) (um |uma )?(${PROFESSIONS})\\b`,
    // «fisioterapeuta com 40 000 € …», «produtor de vinho no douro, …» opening the question, or set between commas
    // («retenção de categoria B, médico dentista (…), entidade…»).
    `^(${PROFESSIONS})\\b|(?<=, )(${PROFESSIONS})(?= ?[,(])`,
    // «a nossa empresa de eventos», «lda de fisioterapia», «temos uma clínica dentária», «no ginásio», «abri um ginásio».
    `\\b((a |o )?(minha|meu|nossa|nosso) |(abri|abrimos|tenho|temos|sou|somos|no|na|do|da|num|numa|um|uma|pelo|pela) (um |uma |o |a )?)?(${BUSINESSES})( \\(?lda\\)?)?(?= |[,.:;?!)]|$)`,
    // The asker in accountants' terms (accountant-words.ts writes «SP», «entidade com CO» out): «sujeito passivo nacional»,
    // «entidade devedora com contabilidade organizada» say who asks; the rule's own condition stays in the text searched.
    `\\b(sujeito passivo|entidade( devedora| pagadora)?)( nacional| portugues| residente| misto)?( com contabilidade organizada)?\\b`,
  ].join("|"),
  "g",
);
