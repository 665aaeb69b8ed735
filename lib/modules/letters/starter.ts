// The starter set of letter templates a firm finds on its first look at its templates (and may add again
// later, /api/form-letter/add-starter-set): an H-1B support letter, a cover letter to USCIS, a G-28 cover letter and the client engagement
// letter in English and Spanish. Firms edit them to their own wording; checked by template.test.ts.
import type { LetterKind, LetterLanguage } from "./constants";

export type StarterLetter = { name: string; kind: LetterKind; language: LetterLanguage; body: string };

const LETTERHEAD = "{{firm.name}}\n{{firm.address}}\n{{#if firm.phone}}Tel. {{firm.phone}}\n{{/if}}\n{{today}}";
const USCIS_ADDRESS = "U.S. Citizenship and Immigration Services\n[USCIS Lockbox or Service Center address]";

export const STARTER_LETTERS: readonly StarterLetter[] = [
  {
    name: "H-1B support letter",
    kind: "support_letter",
    language: "en",
    body: `{{petitioner.name}}
{{petitioner.address}}

{{today}}

${USCIS_ADDRESS}

Re: Form I-129, Petition for a Nonimmigrant Worker (H-1B)
Petitioner: {{petitioner.name}} (FEIN {{petitioner.fein}})
Beneficiary: {{beneficiary.fullName}}

Dear Sir or Madam:

{{petitioner.name}} ("the Company") respectfully submits this letter in support of its petition to employ {{beneficiary.fullName}}, a citizen of {{beneficiary.citizenship}}, in H-1B status as {{lca.jobTitle}} from {{lca.startDate}} to {{lca.endDate}}.

The Company was established in {{petitioner.yearEstablished}} and employs {{petitioner.employeeCount}} people (NAICS {{petitioner.naicsCode}}).

The position of {{lca.jobTitle}} (SOC {{lca.socCode}}) is a specialty occupation: it requires the theoretical and practical application of a body of highly specialized knowledge and at least a bachelor's degree in a specific specialty or its equivalent. [Describe the duties, with the share of time each takes, and the degree the position requires.]

{{beneficiary.fullName}} will work at {{lca.worksite}} and will be paid {{lca.wage}}, as stated in the certified Labor Condition Application {{lca.number}}.

[Describe the beneficiary's degree and experience and how they qualify for the position.]

We respectfully request that the petition be approved.

Sincerely,


{{petitioner.signatoryName}}
{{petitioner.signatoryTitle}}
{{petitioner.name}}`,
  },
  {
    name: "Cover letter to USCIS",
    kind: "cover_letter",
    language: "en",
    body: `${LETTERHEAD}

${USCIS_ADDRESS}

Re: {{case.type}} - {{case.subType}}
Petitioner: {{petitioner.name}}
Beneficiary: {{beneficiary.fullName}}
Our reference: {{case.number}}

Dear Sir or Madam:

On behalf of {{petitioner.name}}, we submit the enclosed petition for {{beneficiary.fullName}}, with the filing fees and the supporting documents listed below.

Enclosures:
1. Form G-28, Notice of Entry of Appearance as Attorney
2. Filing fees
3. [The forms and the supporting documents, in the order they are enclosed]

Please direct all correspondence about this filing to our office.

Sincerely,


{{attorney.name}}
{{firm.name}}`,
  },
  {
    name: "G-28 cover letter",
    kind: "g28_cover",
    language: "en",
    body: `${LETTERHEAD}

${USCIS_ADDRESS}

Re: Notice of Entry of Appearance (Form G-28)
{{#if case.receiptNumber}}Receipt number: {{case.receiptNumber}}
{{/if}}Client: {{beneficiary.fullName}}
Our reference: {{case.number}}

Dear Sir or Madam:

Please find enclosed Form G-28, Notice of Entry of Appearance as Attorney or Accredited Representative, signed by {{beneficiary.fullName}} and by the undersigned. Please send all notices about this matter to our office as well as to our client.

Sincerely,


{{attorney.name}}
{{firm.name}}`,
  },
  {
    name: "Engagement letter",
    kind: "engagement_letter",
    language: "en",
    body: `${LETTERHEAD}

{{petitioner.name}}
{{petitioner.address}}
Attention: {{petitioner.signatoryName}}, {{petitioner.signatoryTitle}}

Re: Engagement of {{firm.name}} - {{case.type}} for {{beneficiary.fullName}}

Dear {{petitioner.signatoryName}}:

Thank you for choosing {{firm.name}}. This letter confirms the terms on which we will represent {{petitioner.name}} in the matter above (our reference {{case.number}}).

Scope: we will prepare and file the {{case.subType}} petition for {{beneficiary.fullName}} and respond to any request for evidence about it. Any other matter needs a new agreement.

Fees: [the legal fee, the USCIS filing fees and the expenses, and when each is due]. USCIS filing fees are paid by the employer where the law requires it.

Your part: complete answers and documents when we ask for them, and notice of any change in the position or the employment.

If these terms are acceptable, please sign below and return a copy to us.

Sincerely,


{{attorney.name}}
{{firm.name}}

Accepted for {{petitioner.name}}:

Signature: ______________________  Date: ____________
{{petitioner.signatoryName}}, {{petitioner.signatoryTitle}}`,
  },
  {
    name: "Carta de encargo",
    kind: "engagement_letter",
    language: "es",
    body: `${LETTERHEAD}

{{petitioner.name}}
{{petitioner.address}}
Atención: {{petitioner.signatoryName}}, {{petitioner.signatoryTitle}}

Asunto: Encargo a {{firm.name}} - {{case.type}} para {{beneficiary.fullName}}

Estimado/a {{petitioner.signatoryName}}:

Gracias por confiar en {{firm.name}}. Esta carta confirma los términos en los que representaremos a {{petitioner.name}} en el asunto indicado (nuestra referencia {{case.number}}).

Alcance: prepararemos y presentaremos la petición {{case.subType}} para {{beneficiary.fullName}} y responderemos a cualquier solicitud de pruebas sobre ella. Cualquier otro asunto requiere un nuevo acuerdo.

Honorarios: [los honorarios, las tasas de USCIS y los gastos, y cuándo vence cada uno]. Las tasas de USCIS las paga el empleador cuando la ley lo exige.

Su parte: respuestas y documentos completos cuando se los pidamos, y aviso de cualquier cambio en el puesto o en el empleo.

Si está de acuerdo con estos términos, firme abajo y devuélvanos una copia.

Atentamente,


{{attorney.name}}
{{firm.name}}

Aceptado por {{petitioner.name}}:

Firma: ______________________  Fecha: ____________
{{petitioner.signatoryName}}, {{petitioner.signatoryTitle}}`,
  },
];
