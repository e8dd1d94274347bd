// Skip trace answers in the vendor's three published shapes, each with the doc it follows
// (RealEstateApi/docs, reference/Skiptrace APIs/), plus the variants reference-shapes says a client
// must tolerate (number formats, type and do-not-call words, masked numbers, per-item errors).

/** skiptrace-api-v2/skiptrace-v2-response-object.md: the v2 single answer, persons with phones. */
export const V2_SINGLE_MATCH = {
  requestId: 'abc-123-def-456',
  requestDate: '2026-03-19T12:00:00.000Z',
  input: { address: '6806 19th Rd N', city: 'Arlington', state: 'VA', zip: '22205', gender: 'M' },
  persons: [
    {
      personId: 'PID12345',
      firstName: 'John',
      lastName: 'Doe',
      middleName: null,
      fullName: 'John Doe',
      age: 52,
      gender: 'M',
      address: {
        address: '6806 19th Rd N, Arlington, VA 22205',
        streetAddress: '6806 19th Rd N',
        city: 'Arlington',
        state: 'VA',
        zip: '22205',
      },
      previousAddress: null,
      emails: ['john.doe@example.com'],
      phones: [
        {
          phone: '7035551234',
          phoneLastSeen: '2025-11-01',
          phoneUsage12Month: '5',
          phoneType: 'W',
          phoneFtcDnc: 'N',
        },
      ],
      maritalStatusCode: 'M',
      maritalStatusDescription: 'Married',
      occupationCode: '32',
      occupationDescription: 'Management',
      ethnicityCode: 'K',
      ethnicityDescription: 'Western European',
      lastUpdateDate: '2025-11-01',
    },
  ],
  statusCode: 200,
  statusMessage: 'Success',
  match: true,
  resultCount: 1,
  resultIndex: 1,
  live: true,
  requestExecutionTimeMS: 245,
};

/** skiptrace-api-v2/index.md, "404 - Not Found": no match (no credits, no cached). */
export const V2_SINGLE_NOT_FOUND = {
  requestId: 'abc-123-def-456',
  requestDate: '2026-03-19T12:00:00.000Z',
  input: {},
  persons: [],
  statusCode: 404,
  statusMessage: 'Not Found',
  responseMessage: 'No phones found for provided person.',
  match: false,
  resultCount: 0,
  resultIndex: 0,
};

/**
 * bulk-skip-async/calling-the-await-endpoint.md: the Await answer, data[i] answering skips[i]
 * with per-owner lists and no match, cached or credits. Keys as the page's examples send them.
 */
export const AWAIT_BATCH = {
  statusCode: 200,
  statusMessage: 'OK',
  data: [
    {
      input: {
        key: 'record-001',
        first_name: 'John',
        last_name: 'Smith',
        address: '123 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      data: {
        phones: [{ phone: '5125550100', type: 'mobile', dnc: false }],
        emails: [{ email: 'john.smith@example.com', type: 'personal' }],
        names: [{ firstName: 'John', middleName: 'A', lastName: 'Smith' }],
      },
    },
    {
      input: { key: 5060072, address: '12013 Stuart Ridge Dr', city: 'Herndon', state: 'VA' },
      data: { phones: [], emails: [], names: [] },
    },
  ],
};

/**
 * skiptrace-api/skiptrace-response-object.md: the v1 single answer, `output.identity` with masked
 * numbers ("703237****"), phone types as words, doNotCall booleans, emails as objects with
 * emailType, and `credits`, `cached`, a string requestExecutionTimeMS.
 */
export const V1_SINGLE_MASKED = {
  requestId: 'a2ad418a-f32c-49bf-879c-eb197d876640',
  responseCode: 0,
  requestDate: '2025-06-26T20:11:14.003Z',
  responseMessage: 'Successful',
  warnings: 'None',
  input: { address: '**** 19th Rd N', zip: '*****', state: 'VA', city: 'Arlington' },
  output: {
    identity: {
      names: [
        { firstName: 'John', middleName: '', lastName: '****', fullName: 'John ****' },
        { firstName: 'John', middleName: 'J', lastName: '****', fullName: 'John J ****' },
      ],
      phones: [
        {
          phone: '703237****',
          telcoName: '',
          phoneDisplay: '(703) 237-****',
          phoneExtension: '',
          isConnected: true,
          doNotCall: true,
          phoneType: 'landline',
          lastSeen: '2025-04-14',
          validSince: '',
        },
        {
          phone: '703538****',
          telcoName: '',
          phoneDisplay: '(703) 538-****',
          phoneExtension: '',
          isConnected: false,
          doNotCall: false,
          phoneType: 'landline',
          lastSeen: '2025-04-14',
          validSince: '',
        },
      ],
      emails: [
        { email: '*****@hotmail.com', emailType: 'personal' },
        { email: '*****@aol.com', emailType: 'personal' },
      ],
    },
    demographics: { age: 65, gender: 'Male', social: [] },
  },
  match: true,
  cached: false,
  statusCode: 200,
  statusMessage: 'Success',
  credits: 10,
  live: true,
  requestExecutionTimeMS: '115ms',
};

/**
 * Not a published example: the tolerance reference-shapes asks for in one Await answer. Numbers
 * formatted, with a leading 1 and as JSON numbers; type words of every shape; do-not-call in each
 * of its three fields and absent; a per-item error; a position answering another key; credits as
 * a string and a repeat marked cached.
 */
export const AWAIT_BATCH_VARIANTS = {
  statusCode: 200,
  statusMessage: 'Success',
  credits: '2',
  data: [
    {
      input: { key: 'a' },
      match: true,
      data: {
        phones: [
          { phone: '(703) 237-1234', phoneType: 'wireless', phoneFtcDnc: 'Y' },
          { phone: '1-703-255-1211', type: 'home_phone', doNotCall: false },
          { phone: 7035550101, type: 'cell', dnc: 'N' },
          { phone: '17035550102', phoneType: 'V' },
          { phone: '555-0103', type: 'mobile', dnc: false },
          { phone: '(703) 237-1234', type: 'landline', dnc: false },
          { phone: '7035550104', type: 'pager', dnc: false, lastSeen: '' },
        ],
        emails: ['owner@example.com', { email: 'Owner@example.com', type: 'work' }, 'not-an-email'],
        names: [{ firstName: 'Ann', lastName: 'Lee' }],
      },
    },
    { input: { key: 'b' }, error: true, errorMessage: 'Address could not be standardized.' },
    { input: { key: 'zzz' }, data: { phones: [{ phone: '7035550105' }] } },
    { input: { key: 4 }, cached: 'true', match: true, data: { phones: ['7035550106'] } },
  ],
};
