-- An invitation link shown to copy (issue #35) may travel outside the invited mailbox, so accepting it
-- no longer proves the address: accepting an emailed link confirms the email, a copied one does not.
ALTER TABLE "Invitation" ADD COLUMN "linkCopied" BOOLEAN NOT NULL DEFAULT false;
