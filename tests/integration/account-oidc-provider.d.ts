// oidc-provider ships no types (and @types/oidc-provider is not installed): the little the OAuth test uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Interaction {
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }
  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
        findAccount?: (ctx: unknown, sub: string) => { accountId: string; claims: () => Record<string, unknown> };
      },
    );
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (init: { accountId: string; clientId: string }) => GrantInstance;
  }
}
