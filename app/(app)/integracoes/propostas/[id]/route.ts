import { decideProposal, type Decision } from "@/lib/transports/web/decide-proposal";
import { mayManageApiKeys } from "@/lib/domains/auth/key-managers";
import { currentSession } from "@/lib/domains/auth/session";
import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { assertSameOrigin } from "@/lib/transports/web/same-origin";
import { workspace } from "@/lib/transports/web/workspace";
import { refusalText } from "@/lib/core/refusal-text";

const DECISIONS = new Set<Decision>(["approve", "reject"]);

/**
 * The integrations screen's approve / reject buttons for an agent's proposal (a plain form post, so it
 * works without JavaScript): then back to the screen, which shows the outcome.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (!(await currentSession())) return new Response("Sessão necessária.", { status: 401 });
  try {
    assertSameOrigin(request);
  } catch (error) {
    if (error instanceof ApiError) return new Response(refusalText(error), { status: 403 });
    throw error;
  }
  const { user, company, role, context } = await workspace();
  if (!(await mayManageApiKeys(company.id, role))) return new Response("Sem permissão: só proprietários e administradores decidem propostas de agentes.", { status: 403 });
  const decision = String((await request.formData().catch(() => new FormData())).get("decision") ?? "") as Decision;
  if (!DECISIONS.has(decision)) return new Response("Decisão inválida: aprovar ou rejeitar.", { status: 400 });
  const outcome = await decideProposal(database(), company.id, (await params).id, user.id, decision, context.requestId);
  return new Response(null, { status: 303, headers: { Location: `/integracoes?proposta=${outcome.status}#propostas` } });
}
