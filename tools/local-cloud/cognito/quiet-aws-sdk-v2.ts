// cognito-local calls Lambda triggers with the AWS SDK v2, which announces its end of support each
// time it loads. Set before that SDK loads: import this module first.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
