import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface EmailDeliveryEventsProps {
  /** Who is told of each bounce and complaint; without one, the topic waits for a subscription. */
  alarmEmail?: string;
}

/** What SES reports of the product's email: the addresses that bounce, and who marks it spam. */
export const REPORTED_EMAIL_EVENTS = [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT];

/**
 * The SES configuration set every email of the product is sent with (the user pool's codes and
 * the functions' own), which publishes bounces and complaints to an encrypted SNS topic, emailed
 * to `alarmEmail`. SES pauses an account whose bounce or complaint rate stays high, so someone
 * must see them; the set also turns on SES's reputation metrics in CloudWatch.
 */
export class EmailDeliveryEvents extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: EmailDeliveryEventsProps = {}) {
    super(scope, id);
    // SES publishes to an encrypted topic only with a key whose policy lets it.
    const key = new Key(this, 'TopicKey', {
      description: 'Encrypts the topic of bounced and complained-about email',
      enableKeyRotation: true,
    });
    key.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Website builder email bounces and complaints',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
    });
    // Adds the topic policy that lets SES publish for this configuration set only.
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.topic),
      events: REPORTED_EMAIL_EVENTS,
    });
  }

  get configurationSetName(): string {
    return this.configurationSet.configurationSetName;
  }
}
