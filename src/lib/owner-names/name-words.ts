// The words that tell what kind of owner a name is: a company, a trust, an estate, or people, and
// the tokens around people's names (suffixes, "et al"). Upper case, punctuation already removed.

/** Any of these words makes the name a company (checked before trust words: "Deutsche Bank National Trust Company"). */
export const COMPANY_WORDS: ReadonlySet<string> = new Set([
  'LLC',
  'LLLP',
  'LLP',
  'LP',
  'LTD',
  'LIMITED',
  'INC',
  'INCORPORATED',
  'CORP',
  'CORPORATION',
  'COMPANY',
  'CO',
  'PLLC',
  'PC',
  'PA',
  'NA',
  'FSB',
  'BANK',
  'BANCORP',
  'ASSOCIATION',
  'ASSN',
  'HOLDINGS',
  'HOLDING',
  'PROPERTIES',
  'PROPERTY',
  'INVESTMENTS',
  'INVESTMENT',
  'INVESTORS',
  'GROUP',
  'PARTNERS',
  'PARTNERSHIP',
  'VENTURES',
  'ENTERPRISES',
  'REALTY',
  'CAPITAL',
  'EQUITY',
  'RENTALS',
  'HOMES',
  'MANAGEMENT',
  'MGMT',
  'DEVELOPMENT',
  'BUILDERS',
  'CONSTRUCTION',
  'FUND',
  'CHURCH',
  'MINISTRIES',
  'AUTHORITY',
  'CITY',
  'COUNTY',
  'STATE',
  'DISTRICT',
  'UNIVERSITY',
  'FOUNDATION',
  'SOCIETY',
  'HUD',
  'SECRETARY',
  'FEDERAL',
  'NATIONAL',
  'MORTGAGE',
  'FINANCIAL',
  'LENDING',
  'SERVICES',
  'SOLUTIONS',
  'RESIDENTIAL',
  'ESTATES',
]);

/** Multi-word company markers. */
export const COMPANY_PHRASES: readonly string[] = [
  'REAL ESTATE',
  'HOME BUYERS',
  'ASSET MANAGEMENT',
];

/** A trust (when no company word is present): "Henderson Revocable Trust", "Smith Family Tr". */
export const TRUST_WORDS: ReadonlySet<string> = new Set([
  'TRUST',
  'TR',
  'TRST',
  'TRS',
  'TRUSTS',
  'REVOCABLE',
  'REV',
  'IRREVOCABLE',
  'IRREV',
  'LIVING',
  'LIV',
]);

/** A person named as trustee: "John Smith, Trustee" is a person acting for a trust. */
export const TRUSTEE_WORDS: ReadonlySet<string> = new Set(['TRUSTEE', 'TRUSTEES', 'TTEE', 'TTEES']);

/** "ESTATE OF JOHN SMITH", "JOHN SMITH ESTATE", "SMITH JOHN EST". */
export const ESTATE_WORDS: ReadonlySet<string> = new Set(['ESTATE', 'EST']);

/** Generational and professional suffixes, as written after a name. */
export const SUFFIXES: ReadonlyMap<string, string> = new Map([
  ['JR', 'Jr'],
  ['SR', 'Sr'],
  ['II', 'II'],
  ['III', 'III'],
  ['IV', 'IV'],
  ['MD', 'MD'],
  ['DDS', 'DDS'],
  ['PHD', 'PhD'],
  ['ESQ', 'Esq'],
]);

/** Tails that mean "and others": dropped from the names, remembered as a flag. */
export const ET_AL_PATTERN = /\b(ET\s*AL|ETAL|ET\s*UX|ETUX|ET\s*VIR|ETVIR)\b\.?/i;

/** "THE SMITH FAMILY TRUST": a leading article is not a name. */
export const ARTICLES: ReadonlySet<string> = new Set(['THE']);

/**
 * Common given names, to tell "JOHN SMITH" (first last) from "SMITH JOHN" (last first) when the
 * source does not say. A hint only: a name not listed falls back to the caller's order.
 */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  (
    'JAMES JOHN ROBERT MICHAEL WILLIAM DAVID RICHARD JOSEPH THOMAS CHARLES CHRISTOPHER DANIEL MATTHEW ' +
    'ANTHONY MARK DONALD STEVEN PAUL ANDREW JOSHUA KENNETH KEVIN BRIAN GEORGE TIMOTHY RONALD EDWARD ' +
    'JASON JEFFREY RYAN JACOB GARY NICHOLAS ERIC JONATHAN STEPHEN LARRY JUSTIN SCOTT BRANDON BENJAMIN ' +
    'SAMUEL GREGORY ALEXANDER FRANK PATRICK RAYMOND JACK DENNIS JERRY TYLER AARON JOSE ADAM HENRY ' +
    'NATHAN DOUGLAS ZACHARY PETER KYLE WALTER ETHAN JEREMY HAROLD KEITH CHRISTIAN ROGER NOAH GERALD ' +
    'CARL TERRY SEAN AUSTIN ARTHUR LAWRENCE JESSE DYLAN BRYAN JOE JORDAN BILLY BRUCE ALBERT WILLIE ' +
    'GABRIEL LOGAN ALAN JUAN WAYNE ROY RALPH RANDY EUGENE VINCENT RUSSELL ELIJAH LOUIS BOBBY PHILIP ' +
    'JOHNNY MARY PATRICIA JENNIFER LINDA ELIZABETH BARBARA SUSAN JESSICA SARAH KAREN LISA NANCY BETTY ' +
    'MARGARET SANDRA ASHLEY KIMBERLY EMILY DONNA MICHELLE CAROL AMANDA DOROTHY MELISSA DEBORAH ' +
    'STEPHANIE REBECCA SHARON LAURA CYNTHIA KATHLEEN AMY ANGELA SHIRLEY ANNA BRENDA PAMELA EMMA NICOLE ' +
    'HELEN SAMANTHA KATHERINE CHRISTINE DEBRA RACHEL CAROLYN JANET CATHERINE MARIA HEATHER DIANE RUTH ' +
    'JULIE OLIVIA JOYCE VIRGINIA VICTORIA KELLY LAUREN CHRISTINA JOAN EVELYN JUDITH MEGAN ANDREA ' +
    'CHERYL HANNAH JACQUELINE MARTHA GLORIA TERESA ANN SARA MADISON FRANCES KATHRYN JANICE JEAN ' +
    'ABIGAIL ALICE JUDY SOPHIA GRACE DENISE AMBER DORIS MARILYN DANIELLE BEVERLY ISABELLA THERESA ' +
    'DIANA NATALIE BRITTANY CHARLOTTE MARIE KAYLA ALEXIS LORI CARLOS LUIS MIGUEL JORGE PEDRO ROSA ' +
    'CARMEN ANA LUZ BOB BILL JIM TOM MIKE DAVE STEVE DAN CHRIS PAT SUE LIZ BETH KATE JANE'
  ).split(' '),
);
