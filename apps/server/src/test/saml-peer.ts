import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';
import { randomHex } from '../core/random';

/** A SAML 2.0 identity provider in the test process: its entity id, certificate and key. */
export interface SamlPeer {
  entityId: string;
  entryPoint: string;
  certificate: string;
  privateKey: string;
}

export async function startSamlPeer(): Promise<SamlPeer> {
  const pems = await generate([{ name: 'commonName', value: 'idp.peer.test' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  return {
    entityId: 'https://idp.peer.test/saml',
    entryPoint: 'https://idp.peer.test/sso',
    certificate: pems.cert,
    privateKey: pems.private,
  };
}

/** The AuthnRequest a Quad authorize URL carries (HTTP-Redirect binding), and its RelayState. */
export function readAuthnRequest(authorizeUrl: string): {
  id: string;
  relayState: string;
  xml: string;
} {
  const url = new URL(authorizeUrl);
  const xml = inflateRawSync(
    Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64'),
  ).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error('no request id');
  return { id, relayState: url.searchParams.get('RelayState') ?? '', xml };
}

export type AssertionOptions = {
  inResponseTo: string;
  audience: string;
  acsUrl: string;
  nameId: string;
  email?: string;
  givenName?: string;
  surname?: string;
  /** Default: now. */
  issuedAt?: Date;
  /** Default: five minutes after issuedAt. */
  notOnOrAfter?: Date;
  issuer?: string;
  /** Default: signed with the peer's key; 'none' leaves it unsigned. */
  signWith?: string | 'none';
};

const escape = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** A SAML Response with one assertion, base64 as the HTTP-POST binding sends it. */
export function samlResponse(peer: SamlPeer, options: AssertionOptions): string {
  const issuedAt = options.issuedAt ?? new Date();
  const notOnOrAfter = options.notOnOrAfter ?? new Date(issuedAt.getTime() + 5 * 60_000);
  const issuer = escape(options.issuer ?? peer.entityId);
  const id = (prefix: string) => `${prefix}${randomHex(12)}`;
  const attribute = (name: string, value: string | undefined) =>
    value
      ? `<saml:Attribute Name="${name}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>`
      : '';
  const at = issuedAt.toISOString();
  const until = notOnOrAfter.toISOString();
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id('_a')}" Version="2.0" IssueInstant="${at}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escape(options.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${options.inResponseTo}" NotOnOrAfter="${until}" Recipient="${escape(options.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${at}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${at}" SessionIndex="${id('_s')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attribute('email', options.email)}${attribute('givenName', options.givenName)}${attribute('sn', options.surname)}</saml:AttributeStatement></saml:Assertion>`;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id('_r')}" Version="2.0" IssueInstant="${at}" Destination="${escape(options.acsUrl)}" InResponseTo="${options.inResponseTo}"><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  if (options.signWith === 'none') return Buffer.from(response).toString('base64');
  const signer = new SignedXml({
    privateKey: options.signWith ?? peer.privateKey,
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(response, {
    location: {
      reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
      action: 'after',
    },
  });
  return Buffer.from(signer.getSignedXml()).toString('base64');
}
