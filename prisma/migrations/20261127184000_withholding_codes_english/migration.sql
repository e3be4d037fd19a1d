-- The withholding codes in English (issue #34, glossary): irs_b_outros becomes irs_b_other_services
-- (11,5 %, CIRS art. 101.º n.º 1 c), the category B services outside the art. 151.º table) and
-- irs_b_propriedade becomes irs_b_intellectual_property (16,5 %, n.º 1 a), art. 3.º n.º 1 c) income).
-- Rewritten wherever a code is stored and read again: the issued documents (an FT and the NC that
-- credits it carry it, its SAF-T and get_invoice read it, and the row's updatedAt moves with it, as
-- get_invoice's answer changes), the recurring templates (each occurrence issues its template), the
-- assistant's drafts waiting for a yes and the agents' proposals waiting for approval (both run their
-- input through create_invoice, which accepts only the new codes). No semicolons in these comments:
-- the schema engine splits a migration at every one.
UPDATE "Invoice"
SET "withholdingCode" = CASE "withholdingCode" WHEN 'irs_b_outros' THEN 'irs_b_other_services' ELSE 'irs_b_intellectual_property' END
WHERE "withholdingCode" IN ('irs_b_outros', 'irs_b_propriedade');

UPDATE "RecurringInvoice"
SET "template" = jsonb_set("template", '{withholdingRule}', to_jsonb(CASE "template"->>'withholdingRule' WHEN 'irs_b_outros' THEN 'irs_b_other_services' ELSE 'irs_b_intellectual_property' END::text))
WHERE "template"->>'withholdingRule' IN ('irs_b_outros', 'irs_b_propriedade');

UPDATE "ChatDraft"
SET "input" = jsonb_set("input", '{withholdingRule}', to_jsonb(CASE "input"->>'withholdingRule' WHEN 'irs_b_outros' THEN 'irs_b_other_services' ELSE 'irs_b_intellectual_property' END::text))
WHERE "input"->>'withholdingRule' IN ('irs_b_outros', 'irs_b_propriedade');

UPDATE "AgentProposal"
SET "input" = jsonb_set("input", '{withholdingRule}', to_jsonb(CASE "input"->>'withholdingRule' WHEN 'irs_b_outros' THEN 'irs_b_other_services' ELSE 'irs_b_intellectual_property' END::text))
WHERE "status" = 'pending' AND "input"->>'withholdingRule' IN ('irs_b_outros', 'irs_b_propriedade');
