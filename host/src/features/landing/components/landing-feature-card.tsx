import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

type LandingFeatureCardProps = {
  icon: ReactNode;
  title: string;
  description: string;
};

export function LandingFeatureCard({ icon, title, description }: LandingFeatureCardProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        borderRadius: 3,
        transition: 'box-shadow 200ms, transform 200ms',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
      }}
    >
      <CardContent sx={{ p: 3 }}>
        <Avatar
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            width: 52,
            height: 52,
            mb: 2,
          }}
          aria-hidden
        >
          {icon}
        </Avatar>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </CardContent>
    </Card>
  );
}
