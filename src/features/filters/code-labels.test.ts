// The code tables' labels load later than the panel: they must label exactly the codes the panel
// offers, and the form must accept and refuse the same codes before and after they are in.
import { describe, expect, it } from 'vitest';
import { codeLabels, loadCodeLabels, optionLabel, optionsOf } from './code-labels';
import { ALL_CONTROLS, type FilterControl } from './filter-catalog';
import { emptyFormValues, parseFilterForm } from './filter-form';

type CodeControl = Extract<FilterControl, { kind: 'select' | 'multi' }>;

const codeControls = ALL_CONTROLS.filter(
  (c): c is CodeControl => (c.kind === 'select' || c.kind === 'multi') && c.codes !== undefined,
);

function control(name: string): CodeControl {
  const found = codeControls.find((c) => c.name === name);
  if (!found) throw new Error(`no code control ${name}`);
  return found;
}

describe('code labels', () => {
  it('are loaded once, by one promise', () => {
    expect(loadCodeLabels()).toBe(loadCodeLabels());
  });

  it('label exactly the codes each code list offers, in its order', async () => {
    await loadCodeLabels();
    const labels = codeLabels();
    expect(labels).toBeDefined();
    expect(codeControls.map((c) => c.name).sort()).toEqual([
      'construction',
      'document_type_code',
      'flood_zone_type',
      'loan_type_code_first',
      'loan_type_code_second',
      'loan_type_code_third',
      'property_use_code',
      'roof_construction_code',
      'roof_material_code',
      'sewage',
      'water_source',
    ]);
    for (const c of codeControls) {
      const labelled = optionsOf(c, labels);
      expect(labelled.map((o) => o.value)).toEqual(c.options.map((o) => o.value));
      // Before the labels, each option is its code.
      expect(c.options.every((o) => o.label === o.value)).toBe(true);
    }
  });

  it('name a code by itself until they are in, then by its label', async () => {
    await loadCodeLabels();
    const uses = control('property_use_code');
    expect(optionsOf(uses, undefined)).toBe(uses.options);
    expect(optionLabel(uses, '181', undefined)).toBe('181');
    expect(optionLabel(uses, '181', codeLabels())).toBe('181 – Single Family Residential');
    expect(optionLabel(control('roof_material_code'), '102', codeLabels())).toBe(
      '102 – Wood Shingle',
    );
    // A value no option has (an old link, say) is shown as it is.
    expect(optionLabel(uses, '99999', codeLabels())).toBe('99999');
  });
});

describe('the form checks codes without the labels', () => {
  const parse = (values: Record<string, string | string[]>) =>
    parseFilterForm({ ...emptyFormValues(), zip: '78701', ...values }, {});

  it('accepts the codes of the tables', () => {
    const { filters, issues } = parse({
      property_use_code: ['181', '385'],
      roof_material_code: ['102'],
      document_type_code: ['DTWD'],
      loan_type_code_first: 'FHA',
      flood_zone_type: 'A7',
      flood_zone: 'true',
    });
    expect(issues).toEqual([]);
    expect(filters).toMatchObject({
      property_use_code: [181, 385],
      roof_material_code: [102],
      document_type_code: ['DTWD'],
      loan_type_code_first: 'FHA',
      flood_zone_type: 'A7',
    });
  });

  it.each([
    ['property_use_code', ['99999']],
    ['property_use_code', ['181.5']],
    ['roof_material_code', ['102', '9999']],
    ['roof_construction_code', ['102']],
    ['document_type_code', ['DTZZ']],
    ['loan_type_code_first', 'NOPE'],
    ['construction', 'Straw'],
  ])('refuses %s %j, a code the service does not list', (field, value) => {
    const { issues } = parse({ [field]: value });
    expect(issues.map((i) => i.field)).toContain(field);
  });
});
