import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { hashPassword } from "@/lib/domains/auth/password";
import { passwordSchema, emailSchema } from "@/lib/domains/auth/password-rules";
import { isRole, ROLES } from "@/lib/domains/auth/roles";
import { newCompanySchema } from "@/lib/domains/company/company-profile";
import { createCompany } from "@/lib/domains/company/create-company";
import type { Database } from "@/lib/core/db";
import { companyByReference, runCommand } from "./connect";

const USAGE = `Operators' accounts tool: users, companies, memberships.

  npm run accounts -- create-user --email ana@empresa.pt --name "Ana Silva" [--password <at least 10 characters>]
  npm run accounts -- create-company --owner ana@empresa.pt --name "Empresa, Lda" --nif 509999990 --cae 62020 \\
      --address "Rua X 1, 1000-001 Lisboa" [--legal-form "Sociedade por quotas (Lda)"] [--vat trimestral|mensal|isento] [--email geral@empresa.pt]
  npm run accounts -- add-member --company <NIF or id> --email ana@empresa.pt --role ${ROLES.join("|")}

Without --password a random one is generated and printed once. Users created here count as email-verified.
Uses DATABASE_URL, or the embedded database under .data/ (the running npm start's, if any).`;

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`missing --${name}\n\n${USAGE}`);
  return value;
}

async function run(db: Database, argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" }, name: { type: "string" }, password: { type: "string" }, owner: { type: "string" }, nif: { type: "string" },
      cae: { type: "string" }, address: { type: "string" }, "legal-form": { type: "string" }, vat: { type: "string" }, company: { type: "string" },
      role: { type: "string" }, help: { type: "boolean" },
    },
  });
  const [command] = positionals;
  if (values.help || !command) return void console.log(USAGE);
  if (command === "create-user") {
    const email = emailSchema.parse(required(values.email, "email"));
    const generated = values.password ? null : randomBytes(12).toString("base64url");
    const checked = passwordSchema.safeParse(values.password ?? generated);
    if (!checked.success) throw new Error(`--password ${checked.error.issues[0]!.message}`);
    const password = checked.data;
    const user = await db.user.create({ data: { email, name: required(values.name, "name"), passwordHash: await hashPassword(password), emailVerifiedAt: new Date() } });
    console.log(`Created user ${user.id} <${email}>.${generated ? ` Password (shown once): ${generated}` : ""}`);
    return;
  }
  if (command === "create-company") {
    const owner = await db.user.findUnique({ where: { email: emailSchema.parse(required(values.owner, "owner")) } });
    if (!owner) throw new Error(`No user with email '${values.owner}': create it first with create-user`);
    const profile = newCompanySchema.safeParse({
      name: required(values.name, "name"), nif: required(values.nif, "nif"), cae: required(values.cae, "cae"), address: required(values.address, "address"),
      legalForm: values["legal-form"] ?? "Sociedade por quotas (Lda)", vatRegime: values.vat ?? "trimestral", email: values.email ?? owner.email,
      accountingRegime: "organized", hasEmployees: false, holdsInventory: false, euOperations: false, hasCompanyCars: false, paysNonResidents: false,
    });
    if (!profile.success) throw new Error(profile.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join("\n"));
    const outcome = await createCompany(owner.id, profile.data);
    if (!outcome.ok) throw new Error(`A company with NIF ${profile.data.nif} already exists`);
    console.log(`Created company ${outcome.companyId} (NIF ${profile.data.nif}), owner ${owner.email}.`);
    return;
  }
  if (command === "add-member") {
    const reference = required(values.company, "company");
    const company = await companyByReference(db, reference);
    const user = await db.user.findUnique({ where: { email: emailSchema.parse(required(values.email, "email")) } });
    if (!user) throw new Error(`No user with email '${values.email}'`);
    const role = required(values.role, "role");
    if (!isRole(role)) throw new Error(`--role takes one of: ${ROLES.join(", ")}`);
    await db.membership.upsert({ where: { userId_companyId: { userId: user.id, companyId: company.id } }, create: { userId: user.id, companyId: company.id, role }, update: { role } });
    console.log(`${user.email} is now ${role} of ${company.name}.`);
    return;
  }
  throw new Error(`Unknown command '${command}'.\n\n${USAGE}`);
}

await runCommand(run);
