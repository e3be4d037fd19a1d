// Why a membership change was refused; the members page shows the Portuguese message.
export class MembershipError extends Error {
  constructor(
    readonly reason: "forbidden" | "last_owner" | "not_found" | "already_member" | "role_not_allowed" | "invitation_not_pending" | "rate_limited",
    message: string,
  ) {
    super(message);
    this.name = "MembershipError";
  }
}

export const FORBIDDEN_PT = "Sem permissão: o seu papel nesta empresa não permite esta ação.";
