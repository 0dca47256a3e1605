import { createApp } from './create-app';

// Run by the CDK CLI (`npx cdk synth`, see cdk.json), which supplies the context.
createApp().app.synth();
