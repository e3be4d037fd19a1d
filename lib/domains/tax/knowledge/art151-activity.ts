// How a question states which side of the art. 151.º CIRS table its activity is on, shared by the category B
// passages that split by it (the simplified regime's coefficient, the withholding rates: case-split.ts).

/** A profession of the art. 151.º table named, or the table itself. */
export const STATES_AN_ART151_PROFESSION = /\b(151|consultor\w*|engenheir\w*|advogad\w*|arquitet\w*|medic[oa]s?|veterinari\w*|dentist\w*|fisioterap\w*|psicolog\w*|enfermeir\w*|programador\w*|tradutor\w*|explicador\w*)\b/;

/** Other services, or a service said not to be in the table. */
export const STATES_OUTSIDE_ART151_TABLE = /\b(outr[oa]s (servicos|atividades|prestac\w*)|fora da tabela|nao (esta|estao|estou|estamos|consta\w*|faz\w* parte|e) (na|da) tabela)\b/;
