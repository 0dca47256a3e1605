import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionRuntime,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/**
 * CloudFront Functions code (JS 2.0 runtime): a path whose last segment has no file extension is a
 * client-side route, so it is served `/index.html`. Files keep their real answer (a missing asset
 * stays an error), and `/api/*` never reaches this function, so API 404s are not masked.
 */
export const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;

/** Viewer-request function of the SPA's default behaviour. */
export class SpaFallbackFunction extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      code: FunctionCode.fromInline(spaFallbackCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves /index.html for client-side routes (paths without a file extension)',
    });
  }
}
